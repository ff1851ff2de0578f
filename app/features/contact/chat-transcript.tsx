/**
 * The assistant conversation a sender attached to a contact message (issue 19), as staff read it:
 * who said what, at what time in the Philippines; of a long one, its last messages with a note.
 */
import type { ContactTranscriptMessage } from "../../../contracts/contact.ts";
import { formatManilaDateTime } from "../../lib/format.ts";

const WHO = { user: "Traveller", assistant: "Assistant" } as const;

/** `earlier`: how many messages came before the ones shown (only the last ones of a long transcript are shown). */
export function ChatTranscript({ messages, earlier = 0 }: { messages: ContactTranscriptMessage[]; earlier?: number }) {
  const count = messages.length === 1 ? "1 message" : `${messages.length.toLocaleString("en-PH")} messages`;
  return (
    <section aria-labelledby="transcript-heading" className="mt-8">
      <h2 id="transcript-heading" className="text-lg font-semibold">
        Conversation with the assistant (
        {earlier > 0 ? `the last ${count} of ${(messages.length + earlier).toLocaleString("en-PH")}` : count})
      </h2>
      {earlier > 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {`The ${earlier.toLocaleString("en-PH")} earlier ${earlier === 1 ? "message is" : "messages are"} not shown.`}
        </p>
      ) : null}
      <ol aria-label="Conversation with the assistant" className="mt-3 space-y-3">
        {messages.map((m, i) => (
          <li
            // The transcript is a fixed copy: its order is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored copy never reorders
            key={i}
            className={`rounded-xl border p-3 dark:border-slate-800 ${m.role === "user" ? "border-slate-200" : "border-brand-200 bg-brand-50 dark:bg-slate-900"}`}
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium text-slate-900 dark:text-white">{WHO[m.role]}</span>,{" "}
              <time dateTime={m.createdAt}>{formatManilaDateTime(m.createdAt)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{m.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
