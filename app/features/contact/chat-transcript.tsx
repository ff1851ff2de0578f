/**
 * The assistant conversation a sender attached to a contact message (issue 19), as staff read it:
 * who said what, at what time in the Philippines; of a long one, its last messages with a note.
 */
import type { ContactTranscriptMessage } from "../../../contracts/contact.ts";
import type { Translate } from "../../../i18n/format.ts";
import { LANGUAGE_TAG, type Locale } from "../../../i18n/locales.ts";
import { wordsOf } from "../../components/ui/ui-words.ts";
import { formatManilaDateTime } from "../../lib/format.ts";

/**
 * `earlier`: how many messages came before the ones shown (only the last ones of a long transcript are
 * shown). `t` and `locale`: the page's translator ("account.transcript.…") and language; English without.
 */
export function ChatTranscript({
  messages,
  earlier = 0,
  t,
  locale = "en",
}: {
  messages: ContactTranscriptMessage[];
  earlier?: number;
  t?: Translate;
  locale?: Locale;
}) {
  const w = wordsOf(t);
  const n = (value: number) => value.toLocaleString(LANGUAGE_TAG[locale]);
  const count =
    messages.length === 1
      ? w("account.transcript.one", "1 message")
      : w("account.transcript.many", "{count} messages", { count: n(messages.length) });
  const heading = w("account.transcript.heading", "Conversation with the assistant");
  return (
    <section aria-labelledby="transcript-heading" className="mt-8">
      <h2 id="transcript-heading" className="text-lg font-semibold">
        {`${heading} (${earlier > 0 ? w("account.transcript.last", "the last {count} of {total}", { count, total: n(messages.length + earlier) }) : count})`}
      </h2>
      {earlier > 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {earlier === 1
            ? w("account.transcript.earlierOne", "The {count} earlier message is not shown.", { count: n(earlier) })
            : w("account.transcript.earlierMany", "The {count} earlier messages are not shown.", { count: n(earlier) })}
        </p>
      ) : null}
      <ol aria-label={heading} className="mt-3 space-y-3">
        {messages.map((m, i) => (
          <li
            // The transcript is a fixed copy: its order is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored copy never reorders
            key={i}
            className={`rounded-xl border p-3 dark:border-slate-800 ${m.role === "user" ? "border-slate-200" : "border-brand-200 bg-brand-50 dark:bg-slate-900"}`}
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium text-slate-900 dark:text-white">
                {m.role === "user" ? w("account.transcript.traveller", "Traveller") : w("account.transcript.assistant", "Assistant")}
              </span>
              , <time dateTime={m.createdAt}>{formatManilaDateTime(m.createdAt, locale)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{m.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
