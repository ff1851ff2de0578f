import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX } from "../../contracts/assistant.ts";
import { CHAT_GUEST_HEADER } from "../../contracts/chat.ts";
import { GUEST_HEADER } from "./chat-client.ts";
import { MESSAGE_MAX } from "./panel.ts";

describe("the widget's copies of the chat contracts' names", () => {
  it("match (copied: those modules carry zod, which the widget leaves out)", () => {
    expect(GUEST_HEADER).toBe(CHAT_GUEST_HEADER);
    expect(MESSAGE_MAX).toBe(CHAT_MESSAGE_MAX);
  });
});
