/**
 * The title and description of an account page in the page's language (its loader's `messages`),
 * as `meta` builds them; the English given is used when the loader sent nothing (an error page).
 */
import { createTranslator, type CompiledMessages } from "../../../i18n/format.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { wordsOf } from "../ui/ui-words.ts";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;
type Word = readonly [key: string, english: string, values?: Record<string, string>];

export function accountMeta(matches: Matches, messages: CompiledMessages | undefined, title: Word, description?: Word) {
  const w = wordsOf(createTranslator(localeOfMatches(matches), messages ?? {}));
  return titleMeta(w(...title), description ? w(...description) : undefined);
}
