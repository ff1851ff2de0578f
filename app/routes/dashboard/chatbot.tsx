import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/chatbot";
import { Button } from "../../components/ui/button.tsx";
import { formatManilaDateTime } from "../../lib/format.ts";
import type { Translate } from "../../../i18n/format.ts";
import { LANGUAGE_TAG } from "../../../i18n/locales.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { CHATBOT_PAGE } from "../../../contracts/chat.ts";
import { chatbotPageAction, loadChatbotPage } from "../../server/chat.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    matches,
    loaderData?.messages,
    ["account.chats.title", "My conversations"],
    ["account.chats.description", "Your conversations with the Lakbay travel assistant: continue or delete them."],
  );
}

/** Signed in only, checked here as well as in the layout (a `.data` request skips the layout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadChatbotPage(context, request)), messages: accountMessages(request, "account.chats.") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return chatbotPageAction(context, request);
}

const linkClass = "font-medium text-brand-800 underline underline-offset-4 dark:text-brand-200";

type Data = Route.ComponentProps["loaderData"];

/** Only links to our own pages are drawn (a reply's links are site paths). */
const sitePaths = <L extends { href: string }>(links: L[]) => links.filter((l) => l.href.startsWith("/") && !l.href.startsWith("//"));

export default function Conversations({ loaderData }: Route.ComponentProps) {
  const { conversations, open, confirmDelete } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{t("account.chats.title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("account.chats.lead")}</p>
      {confirmDelete ? <ConfirmDelete conversation={confirmDelete} t={t} /> : null}
      {open ? <OpenConversation conversation={open} t={t} /> : null}
      {conversations.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-medium">{t("account.chats.empty")}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("account.chats.emptyLead")}</p>
          <Link to="/chatbot-demo" className={`mt-4 inline-block text-sm ${linkClass}`}>
            {t("account.chats.about")}
          </Link>
        </div>
      ) : (
        <ul
          aria-label={t("account.chats.list")}
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {conversations.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <div className="min-w-0 flex-1 basis-64">
                <p className="break-words font-medium">{c.title}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t("account.chats.last")} <time dateTime={c.updatedAt}>{formatManilaDateTime(c.updatedAt, locale)}</time> ·{" "}
                  {t("account.chats.count", { count: c.messageCount })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button asChild variant="secondary">
                  <Link to={`${CHATBOT_PAGE}?conversation=${c.id}`} aria-label={t("account.chats.continueLabel", { title: c.title })}>
                    {t("account.chats.continue")}
                  </Link>
                </Button>
                <Button asChild variant="ghost">
                  <Link to={`${CHATBOT_PAGE}?delete=${c.id}`} aria-label={t("account.chats.deleteLabel", { title: c.title })}>
                    {t("account.chats.delete")}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ConfirmDelete({ conversation, t }: { conversation: NonNullable<Data["confirmDelete"]>; t: Translate }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section
      aria-labelledby="confirm-delete"
      className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950"
    >
      <h2 id="confirm-delete" className="font-semibold">
        {t("account.chats.deleteHeading", { title: conversation.title })}
      </h2>
      <p className="mt-1 text-sm">{t("account.chats.deleteLead")}</p>
      <Form method="post" action={CHATBOT_PAGE} className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="id" value={conversation.id} />
        <Button type="submit" name="intent" value="delete" variant="danger" pending={busy}>
          {t("account.chats.deleteConfirm")}
        </Button>
        <Button asChild variant="secondary">
          <Link to={CHATBOT_PAGE}>{t("account.chats.cancel")}</Link>
        </Button>
      </Form>
    </section>
  );
}

type ChatApi = { open?: () => void };

/** The chat widget's API once its script has run (it draws its launcher when the browser is idle). */
function chatWidget(): ChatApi | null {
  const api = (window as unknown as { LakbayChat?: ChatApi }).LakbayChat;
  return typeof api?.open === "function" ? api : null;
}

/**
 * "Continue" goes on in the chat itself: the widget opens on the conversation this page marks with
 * `data-chat-conversation` (it switches to it when already open), as soon as the widget is there.
 */
function useContinueInChat(id: string): { ready: boolean; open: () => void } {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let tries = 0;
    const timer = setInterval(() => {
      const api = chatWidget();
      if (api) {
        clearInterval(timer);
        setReady(true);
        api.open?.();
      } else if (++tries > 100) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [id]);
  return { ready, open: () => chatWidget()?.open?.() };
}

/** One conversation's messages, continued in the chat widget (which reads `data-chat-conversation`). */
function OpenConversation({ conversation, t }: { conversation: NonNullable<Data["open"]>; t: Translate }) {
  const chat = useContinueInChat(conversation.id);
  const { locale } = useI18n();
  const tag = LANGUAGE_TAG[locale];
  return (
    <section
      aria-labelledby="open-conversation"
      data-chat-conversation={conversation.id}
      className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="open-conversation" className="break-words font-semibold">
        {conversation.title}
      </h2>
      {conversation.earlierMessages > 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t("account.chats.earlier", {
            shown: conversation.messages.length.toLocaleString(tag),
            earlier: conversation.earlierMessages.toLocaleString(tag),
          })}
        </p>
      ) : null}
      <ol aria-label={t("account.chats.messages")} className="mt-3 space-y-3">
        {conversation.messages.map((m) => (
          <li
            key={m.id}
            className={
              m.role === "user"
                ? "ml-auto max-w-[85%] rounded-xl bg-brand-900 p-3 text-white dark:bg-brand-300 dark:text-brand-950"
                : "max-w-[85%] rounded-xl bg-slate-100 p-3 dark:bg-slate-800"
            }
          >
            <p className="sr-only">{m.role === "user" ? t("account.chats.you") : t("account.chats.assistant")}:</p>
            <p className="whitespace-pre-wrap break-words">{m.text}</p>
            {m.reply && sitePaths(m.reply.links).length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm">
                {sitePaths(m.reply.links).map((l) => (
                  <li key={l.href}>
                    <Link to={l.href} className={linkClass}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-1 text-xs opacity-80">
              <time dateTime={m.createdAt}>{formatManilaDateTime(m.createdAt, locale)}</time>
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-4 text-sm">
        {chat.ready ? (
          <Button type="button" onClick={chat.open}>
            {t("account.chats.continueInChat")}
          </Button>
        ) : null}
        <Link to={CHATBOT_PAGE} className={linkClass}>
          {t("account.chats.close")}
        </Link>
      </div>
    </section>
  );
}
