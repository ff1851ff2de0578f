/** A conversation as the chat service runs it, for the understanding's tests: each turn read in the context the turns before left. */
import type { ChatContext, Understanding } from "../../contracts/assistant.ts";
import { remember } from "./memory.ts";
import { nextContext, understand } from "./understand.ts";

/** `memory`: the conversation also remembers its trip, as the chat service does (memory.ts). */
export function talker(now: Date, options: { memory?: boolean } = {}): (...messages: string[]) => Understanding[] {
  return (...messages) => {
    let context: ChatContext = {};
    return messages.map((m) => {
      const u = understand(m, context, now);
      context = options.memory
        ? { ...nextContext(u, context), memory: remember(context.memory, u.slots, u.intent) }
        : nextContext(u, context);
      return u;
    });
  };
}
