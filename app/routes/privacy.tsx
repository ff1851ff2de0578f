import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalPage } from "../components/layouts/legal-page.tsx";
import { PRIVACY_EMAIL } from "../features/legal/contacts.ts";
import { titleMeta } from "../lib/meta.ts";
import { createTranslator } from "../../i18n/format.ts";
import { localeOfMatches } from "../lib/i18n.tsx";
import { useLegalFrame } from "../features/legal/legal-frame.ts";
import { pagesWords } from "../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("pages.privacy.meta.title"), t("pages.privacy.meta.description")) : titleMeta("Privacy notice");
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pagesWords(request, "pages.privacy.", "pages.legal.") };
}

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

/** The privacy notice required by the Data Privacy Act of 2012 (Republic Act No. 10173). The text is English on every page. */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { frame } = useLegalFrame(loaderData.messages, "pages.privacy.heading");
  return (
    <LegalPage
      {...frame}
      intro={
        <p>
          This notice tells you, in plain words, what Lakbay knows about you, why, how long we keep it and what you can do about it. We
          follow the Philippines' Data Privacy Act of 2012 (Republic Act No. 10173). We keep as little as we can: no advertising, no
          tracking across other sites, and we never sell your data.
        </p>
      }
    >
      <h2 id="who">Who we are and how to reach us</h2>
      <p>
        Lakbay decides what happens to the personal data on this site, so the law calls us its “personal information controller”. Our Data
        Protection Officer answers every question and request about your data: write to {mail}. That is the way to reach us about anything
        in this notice.
      </p>

      <h2 id="what">What we collect</h2>
      <h3>When you create an account</h3>
      <ul>
        <li>Your name and e-mail address, and whether you have confirmed the address.</li>
        <li>Your password — but only as a scrambled one-way “hash” (scrypt). Nobody at Lakbay can read your password.</li>
        <li>If you add them in your profile: your phone number and the country of its dialling code.</li>
      </ul>
      <h3>While you are logged in</h3>
      <ul>
        <li>
          For each device you log in on: its IP address, its browser's name and version (the “user agent”), and when the session started.
          This lets you see and end your sessions, and helps us spot someone else using your account.
        </li>
      </ul>
      <h3>When you book (once booking opens)</h3>
      <ul>
        <li>
          What the airline or hotel needs to hold your booking: travellers' names, dates of birth, contact details and, for some
          international flights, passport details; and the booking itself — routes, dates, prices and its status. Card numbers go straight
          to the payment provider; we never see or keep them.
        </li>
      </ul>
      <h3>On every visit</h3>
      <ul>
        <li>
          Our server logs record each request: when it came, the page asked for, the result and how long it took, and the IP address it came
          from when we need it to stop abuse.
        </li>
        <li>
          To stop password guessing and spam, we count recent attempts to log in, register or reset a password per IP address and per e-mail
          address typed in.
        </li>
        <li>
          On the weather and tide pages, if you allow it, your device's position: kept in this browser tab for an hour, and sent to us only
          when you have moved 100 m or more, to show the weather and tides where you are. We keep it in a cookie that ends with your browser
          session and, if you are logged in, on your account (replaced each time, deleted with the account). The country of your IP address
          is looked up on our own server from a GeoLite2 database; nothing is sent to anyone else.
        </li>
      </ul>

      <h2 id="cookies">Cookies</h2>
      <p>We use three cookies, all our own and all needed for the site to work. There are no advertising or analytics cookies.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">What it does and how long it lasts</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Session (lakbay.session_token)</td>
            <td>
              Keeps you logged in. It ends when you log out, after 30 minutes without use, and 12 hours after you logged in; if you ticked
              “keep me logged in”, after 30 days without use and 90 days after you logged in.
            </td>
          </tr>
          <tr>
            <td>Known device (lakbay.device)</td>
            <td>
              Set when you log in: a signed note that this browser has logged in to your account before, so that someone guessing your
              password from elsewhere cannot lock you out. It holds no personal data in readable form. One year.
            </td>
          </tr>
          <tr>
            <td>Appearance (appearance)</td>
            <td>
              Remembers light, dark or system appearance, so pages open in the right colours. One year; also kept in your browser's local
              storage.
            </td>
          </tr>
          <tr>
            <td>Location (lakbay.location)</td>
            <td>
              Only if you share your position on the weather or tide pages: a signed copy of it, so those pages can show where you are. It
              ends when you close the browser.
            </td>
          </tr>
          <tr>
            <td>Flash message (lakbay_toast)</td>
            <td>
              Carries a one-time message such as “You have been logged out” to the next page. Deleted as soon as it is shown, and after 60
              seconds at most.
            </td>
          </tr>
        </tbody>
      </table>

      <h2 id="why">Why we use it</h2>
      <ul>
        <li>To give you the account and the bookings you ask for (the law calls this fulfilling a contract with you).</li>
        <li>
          To send the e-mails the service needs: confirming your address, resetting your password, telling you when your password or e-mail
          changes, and booking confirmations.
        </li>
        <li>To keep accounts safe and the site running: the session records, attempt counters and logs above.</li>
        <li>To meet legal duties, such as keeping booking and payment records for as long as tax rules require.</li>
      </ul>
      <p>We do not send marketing e-mail unless you ask for it, and you can stop it at any time.</p>

      <h2 id="how-long">How long we keep it</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Kept for</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Your account and profile</td>
            <td>
              Until you delete your account (Settings → Profile → Delete account). Deletion removes them and all your sessions at once.
            </td>
          </tr>
          <tr>
            <td>Sessions (IP address, browser)</td>
            <td>Until you log out or end them, and at the latest 30 days after you last used that device.</td>
          </tr>
          <tr>
            <td>E-mails we send you</td>
            <td>
              A copy stays in our outbox until it is delivered, then 30 days, and is then deleted. Links in it stop working much sooner: 24
              hours to confirm an address, 60 minutes to reset a password.
            </td>
          </tr>
          <tr>
            <td>Attempt counters (IP address, e-mail typed in)</td>
            <td>Only for their window: 15 minutes to one hour.</td>
          </tr>
          <tr>
            <td>Server logs</td>
            <td>At most 30 days.</td>
          </tr>
          <tr>
            <td>Bookings and payment records</td>
            <td>As long as Philippine tax and accounting rules require, even if you delete your account.</td>
          </tr>
        </tbody>
      </table>

      <h2 id="who-processes">Who handles your data</h2>
      <ul>
        <li>The Lakbay team. Only staff who need it for their work can see account details or the mail we send.</li>
        <li>
          Companies that run parts of the service for us, under written agreements that let them use your data only for that: our hosting
          and database provider and our e-mail delivery provider. Some of them may store data outside the Philippines; the same protections
          apply wherever it is kept.
        </li>
        <li>
          When you book: the airline or hotel, and the payment provider, who need your details to carry out the booking. They handle your
          data under their own privacy notices too.
        </li>
        <li>Government authorities, only when the law requires it.</li>
      </ul>

      <h2 id="security">How we protect it</h2>
      <p>
        Passwords are stored only as hashes; the session cookie cannot be read by scripts on the page; the site is served over an encrypted
        connection; logins and password resets are rate-limited. If a breach ever puts your data at risk, we will tell you and the National
        Privacy Commission within 72 hours of finding out, as the law requires.
      </p>

      <h2 id="rights">Your rights</h2>
      <p>Under the Data Privacy Act you have the right to:</p>
      <ul>
        <li>
          <strong>be informed</strong> about what we do with your data — this notice;
        </li>
        <li>
          <strong>access</strong> it: ask us for a copy of everything we hold about you;
        </li>
        <li>
          <strong>correct</strong> it: change your name, e-mail or phone in <Link to="/settings/profile">Settings</Link>, or ask us;
        </li>
        <li>
          <strong>erase or block</strong> it: delete your account in Settings, or ask us to stop using some of your data;
        </li>
        <li>
          <strong>object</strong> to a use of your data, including any marketing;
        </li>
        <li>
          <strong>data portability</strong>: get your data in a common electronic format to take elsewhere;
        </li>
        <li>
          <strong>damages</strong>, if you were harmed by wrong or unauthorised use of your data; and
        </li>
        <li>
          <strong>file a complaint</strong> with the National Privacy Commission.
        </li>
      </ul>
      <p>
        To use any of them, write to {mail} from the address on your account (so we know it is you). We reply within 15 days and do not
        charge for it.
      </p>

      <h2 id="complaints">If you are not satisfied</h2>
      <p>
        Tell us first at {mail} and we will try to put it right. If we do not, or you are unhappy with our answer, you can complain to the
        National Privacy Commission: see{" "}
        <a href="https://privacy.gov.ph" rel="noopener noreferrer">
          privacy.gov.ph
        </a>{" "}
        or write to <a href="mailto:complaints@privacy.gov.ph">complaints@privacy.gov.ph</a>.
      </p>

      <h2 id="changes">Changes to this notice</h2>
      <p>
        When something changes — new data, a new purpose or a new kind of provider, for example when booking opens — we update this page and
        its date, and e-mail account holders before a change that affects them takes effect. See also our{" "}
        <Link to="/terms">terms of use</Link>.
      </p>
    </LegalPage>
  );
}
