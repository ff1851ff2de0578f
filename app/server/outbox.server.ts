/** /dashboard/outbox's server code: the newest mail with secrets (links with tokens) blanked out (mail.outbox). */
import type { RouterContextProvider } from "react-router";
import { invoke } from "../../core/application/use-case.ts";
import { services } from "./session.server.ts";
import { pageCaller } from "./caller.server.ts";
import { valueOrThrow } from "./outcome.server.ts";

export async function outbox(context: Readonly<RouterContextProvider>, request: Request) {
  return valueOrThrow(await invoke(services(context).apps.outbox.outbox, {}, await pageCaller(context, request)));
}
