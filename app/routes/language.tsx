/**
 * The language switch's target (app/components/layouts/site-header.tsx LanguageSwitch): remembers the
 * choice in the `lang` cookie for a year and opens the page the traveller was on in that language.
 * A plain form post, so it works without JavaScript; a GET (a stale bookmark) just goes home.
 */
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/language";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, localizePath } from "../../i18n/locales.ts";
import { readForm } from "../server/form-body.server.ts";
import { pageStatus } from "../server/outcome.server.ts";
import { services } from "../server/session.server.ts";

/** A path of this site: one leading slash (never `//` or `/\`, another site), no control characters. */
const sitePath = z
  .string()
  .max(2000)
  .refine((path) => /^\/(?![/\\])/.test(path) && ![...path].some((ch) => ch < " " || ch === "\u007f"));

const LanguageChoice = z.object({ to: z.enum(LOCALES), next: sitePath.catch("/") });

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = LanguageChoice.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new Response("Choose English or Filipino.", { status: pageStatus("invalid") });
  const { to, next } = parsed.data;
  const secure = services(context).host.env.publicDeployment ? "; Secure" : "";
  return redirect(localizePath(to, next), {
    headers: { "Set-Cookie": `${LOCALE_COOKIE}=${to}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}` },
  });
}
