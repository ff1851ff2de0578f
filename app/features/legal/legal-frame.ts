/**
 * What the privacy notice and the terms share around their text (components/layouts/legal-page.tsx):
 * the heading and the "last updated" line in the page's language, and, on a page in another language,
 * a note that the text is English and the text marked so.
 */
import type { CompiledMessages } from "../../../i18n/format.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { LEGAL_UPDATED, legalUpdated } from "./contacts.ts";

export function useLegalFrame(messages: CompiledMessages, heading: MessageKey<"pages">) {
  const t = usePageTranslator(messages);
  const { locale } = useI18n();
  return {
    t,
    frame: {
      title: t(heading),
      updated: LEGAL_UPDATED,
      updatedLine: t("pages.legal.updated", { date: legalUpdated(locale) }),
      note: locale === "en" ? undefined : t("pages.legal.note"),
      contentLang: locale === "en" ? undefined : "en",
    },
  };
}
