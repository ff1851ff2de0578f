/** A conversation as the chat service runs it, for the understanding's tests: each turn read in the context the turns before left. */
import type { ChatContext, Understanding } from "../../contracts/assistant.ts";
import { nextContext, understand } from "./understand.ts";

export function talker(now: Date): (...messages: string[]) => Understanding[] {
  return (...messages) => {
    let context: ChatContext = {};
    return messages.map((m) => {
      const u = understand(m, context, now);
      context = nextContext(u, context);
      return u;
    });
  };
}
