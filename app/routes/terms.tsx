import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { LegalPage } from "../components/layouts/legal-page.tsx";
import { HELP_EMAIL } from "../features/legal/contacts.ts";
import { titleMeta } from "../lib/meta.ts";
import { createTranslator } from "../../i18n/format.ts";
import { localeOfMatches } from "../lib/i18n.tsx";
import { useLegalFrame } from "../features/legal/legal-frame.ts";
import { pagesWords } from "../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("pages.terms.meta.title"), t("pages.terms.meta.description")) : titleMeta("Terms of use");
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pagesWords(request, "pages.terms.", "pages.legal.") };
}

/** Terms of use: short, plain, and honest about what is and is not open yet. The text is English on every page. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { frame } = useLegalFrame(loaderData.messages, "pages.terms.heading");
  return (
    <LegalPage
      {...frame}
      intro={
        <p>
          These terms are the agreement between you and Lakbay when you use this site or a Lakbay account. They are short on purpose. How we
          handle your personal data is in our separate <Link to="/privacy">privacy notice</Link>.
        </p>
      }
    >
      <h2 id="service">What Lakbay is today</h2>
      <p>
        Lakbay is being built in stages. Today you can search and book flights and hotels, read about destinations and keep an account with
        its settings. The full travel guides, weather and tide pages and the travel assistant open in later releases; their pages say so.
      </p>

      <h2 id="bookings">Flight and hotel bookings</h2>
      <ul>
        <li>
          Prices are in Philippine pesos and include the fare, taxes and fees shown before you pay. The Philippine travel tax, where it
          applies, is not included: we say so at review.
        </li>
        <li>
          A fare is guaranteed for the time shown on the page. Your seats are held until the time shown at payment; an unpaid hold ends on
          its own and nothing is charged.
        </li>
        <li>Each fare has its own rules for changes and refunds, shown under "Fare rules" before you book.</li>
        <li>Hotel rates show their cancellation policy before you book; a cancellation refunds what that policy allows.</li>
        <li>
          This build uses a sandbox payment gateway and embedded airline and hotel inventories: no real money moves and no real seat or room
          is booked.
        </li>
      </ul>

      <h2 id="account">Your account</h2>
      <ul>
        <li>Give your real name and an e-mail address you can read: we send account and booking messages there.</li>
        <li>An account is for one person. Keep your password to yourself and do not use it on other sites.</li>
        <li>
          If you think someone else has used your account, change your password — that logs out every other device — and tell us at{" "}
          <a href={`mailto:${HELP_EMAIL}`}>{HELP_EMAIL}</a>.
        </li>
        <li>You can delete your account at any time in Settings → Profile.</li>
      </ul>

      <h2 id="use">Using the site fairly</h2>
      <p>Please do not:</p>
      <ul>
        <li>try to get into accounts or parts of the site that are not yours, or test our security without our written permission;</li>
        <li>send automated requests at a rate that slows the site for others, or copy its content in bulk;</li>
        <li>use Lakbay to break the law or to harm or harass anyone.</li>
      </ul>
      <p>We may suspend an account that does these things. Unless the matter is urgent or the law stops us, we tell you why first.</p>

      <h2 id="information">Travel information</h2>
      <p>
        We take care to get destination facts, seasons, fees and tips right, but conditions change quickly on the islands. Before you
        travel, check the official sources: PAGASA for weather and typhoon signals, the Philippine Coast Guard for sailing suspensions,
        PHIVOLCS for volcano alert levels, and your airline or hotel for your booking.
      </p>

      <h2 id="contract">Who your contract is with</h2>
      <p>
        When you book a flight or hotel through Lakbay, your contract for the trip is with the airline or hotel, under their conditions
        (fare rules, cancellation terms). We show those conditions and the full price in pesos — taxes, fees and any Lakbay fee included —
        before you pay.
      </p>

      <h2 id="liability">If something goes wrong</h2>
      <p>
        We are responsible for our own mistakes and for the service we provide. We are not responsible for the acts of airlines, hotels or
        authorities, such as schedule changes or port closures. Nothing in these terms takes away your rights under Philippine law,
        including the Consumer Act of the Philippines (Republic Act No. 7394).
      </p>

      <h2 id="changes">Changes and the law that applies</h2>
      <p>
        If we change these terms in a way that matters to you, we say so by e-mail before the change takes effect. These terms are governed
        by the laws of the Philippines.
      </p>

      <h2 id="contact">Questions</h2>
      <p>
        Write to <a href={`mailto:${HELP_EMAIL}`}>{HELP_EMAIL}</a>. For anything about your personal data, see the{" "}
        <Link to="/privacy">privacy notice</Link>.
      </p>
    </LegalPage>
  );
}
