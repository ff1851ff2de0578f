/**
 * Replies that run no search: thanks, how to reach us, a name to correct, and services we don't give —
 * each says plainly what it is and hands over with the contact form, never a search question.
 */
import { describe, expect, it } from "vitest";
import type { ChatIntent, ChatSlots } from "../../contracts/assistant.ts";
import { greeting, nameCorrection, outOfScope, reachUs } from "./help.ts";
import type { AnswerTurn } from "./types.ts";

const turn = (message: string, intent: ChatIntent = "out_of_scope", slots: ChatSlots = {}): AnswerTurn => ({
  message,
  understanding: { intent, slots, confidence: 1 },
  missing: [],
  context: {},
  caller: { userId: null, clientIp: "198.51.100.8" },
  now: new Date("2026-12-01T01:00:00Z"),
  register: /\b(?:po|naman|ko|ba)\b/.test(message) ? "taglish" : "en",
});

const hrefs = (a: { links: { href: string }[] }) => a.links.map((l) => l.href);

describe("replies without a search (issue 24)", () => {
  it("says which service we don't give, links the nearest page of ours and the team", () => {
    const bus = outOfScope(turn("book me a bus ticket manila to baguio victory liner dec 23"));
    expect(bus.intent).toBe("out_of_scope");
    expect(bus.text).toContain("We don't sell bus, train or ferry tickets");
    expect(hrefs(bus)).toEqual(["/stay-informed/transportation", "/contact"]);
    expect(bus.text).not.toMatch(/\?\s*$/);

    const surf = outOfScope(turn("book surf lessons for me in siargao"));
    expect(surf.text).toContain("We don't book tours, lessons");
    expect(hrefs(surf)).toContain("/travel-circuits");

    const pwd = outOfScope(turn("Can you apply my 20% PWD discount to the airfare when I book?"));
    expect(pwd.text).toContain("I can't apply a PWD");
    expect(hrefs(pwd)).toEqual(["/contact"]);

    const food = outOfScope(turn("pa-order naman ng jollibee sa hotel namin haha"));
    expect(food.text).toMatch(/^Pasensya na po, hindi po namin magagawa/);
  });

  it("answers thanks with a welcome, not the introduction again", () => {
    expect(greeting(turn("haha ok ty bot", "small_talk")).text).toBe("You're welcome! Anything else for your trip?");
    expect(greeting(turn("hello", "small_talk")).text).toMatch(/^Hi!/);
  });

  it("opens the contact form with the booking's reference filled in when one was given", () => {
    const a = reachUs(turn("wheelchair assistance for booking K2PW8D, how do I request it?", "contact", { reference: "K2PW8D" }));
    expect(hrefs(a)).toEqual(["/contact?reference=K2PW8D"]);
    expect(reachUs(turn("paano kayo ma-contact?", "contact")).links[0].href).toBe("/contact");
  });

  it("hands a name correction to the team and says nothing changed", () => {
    const a = nameCorrection(turn("My name is wrong spelled on ticket RT5M8N", "manage_booking", { reference: "RT5M8N" }));
    expect(a.intent).toBe("manage_booking");
    expect(a.text).toContain("nothing has changed");
    expect(hrefs(a)).toEqual(["/contact?reference=RT5M8N"]);
  });
});
