/**
 * /dashboard/chatbot's server code: the signed-in traveller's conversations with the assistant
 * through the chat use cases (core/application/chat.ts). The loader and the action check the
 * session themselves (a `.data` request runs one route's loader or action and skips the layout).
 *
 *   ?conversation=<id>  opens one (its last 200 messages, server-rendered; the chat widget continues it)
 *   ?delete=<id>        asks to confirm deleting one; the form POSTs intent=delete, id
 */
import { data, type RouterContextProvider } from "react-router";
import { CHAT_NOT_FOUND, CHATBOT_PAGE, type ChatConversationSummary, type ChatConversationView } from "../../contracts/chat.ts";
import { invoke } from "../../core/application/use-case.ts";
import { readForm } from "./form-body.server.ts";
import { requireVerifiedSession, services } from "./session.server.ts";
import { redirectWithToast } from "./toast.server.ts";
import { pageCaller } from "./caller.server.ts";
import { pageStatus, valueOrThrow } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;

const notFound = () => data({ message: CHAT_NOT_FOUND }, { status: pageStatus("not_found") });

export type ChatbotPageData = {
  conversations: ChatConversationSummary[];
  /** The conversation of `?conversation=`. */
  open: ChatConversationView | null;
  /** The conversation of `?delete=`, waiting for the traveller to confirm. */
  confirmDelete: ChatConversationSummary | null;
};

export async function loadChatbotPage(context: Ctx, request: Request): Promise<ChatbotPageData> {
  await requireVerifiedSession(context, request);
  const caller = await pageCaller(context, request);
  const app = services(context).apps.chat;
  const { conversations } = valueOrThrow(await invoke(app.list, {}, caller));
  const params = new URL(request.url).searchParams;
  const openId = params.get("conversation");
  let open: ChatConversationView | null = null;
  if (openId !== null) {
    const outcome = await invoke(app.open, { id: openId }, caller);
    if (!outcome.ok) throw notFound();
    open = outcome.value;
  }
  // Ids are lowercase as stored: any spelling of one names the same conversation.
  const deleteId = params.get("delete")?.toLowerCase() ?? null;
  const confirmDelete = deleteId === null ? null : (conversations.find((c) => c.id === deleteId) ?? null);
  if (deleteId !== null && !confirmDelete) throw notFound();
  return { conversations, open, confirmDelete };
}

/** Deletes the conversation of the form (intent=delete, id): back to the list with a toast, or 404. */
export async function chatbotPageAction(context: Ctx, request: Request): Promise<never> {
  const form = await readForm(request);
  await requireVerifiedSession(context, request);
  if (form.get("intent") !== "delete") throw data({ message: "Choose a conversation to delete." }, { status: pageStatus("invalid") });
  const outcome = await invoke(services(context).apps.chat.delete, { id: form.get("id") }, await pageCaller(context, request));
  if (!outcome.ok) throw notFound();
  throw redirectWithToast(CHATBOT_PAGE, { title: "Conversation deleted" });
}
