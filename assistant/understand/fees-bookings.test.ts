import { describe, expect, it } from "vitest";
import { understand } from "./understand.ts";

const now = new Date("2026-12-05T03:00:00Z");
const u = (text: string) => understand(text, {}, now);

describe("a fare's rules and bags, asked without a search (issue 24, blind-10's kinds)", () => {
  it("reads what may be carried on the plane and how heavy as baggage", () => {
    expect(u("pwede ba magdala ng dalawang banig at isang kahon sa eroplano?")).toMatchObject({
      intent: "fees_info",
      slots: { topic: "baggage" },
    });
    expect(u("gaano kabigat ang pwede sa hand carry?")).toMatchObject({ intent: "fees_info", slots: { topic: "baggage" } });
  });

  it("reads a baby on the lap, a newborn's age and children's fares as a fare's rules", () => {
    expect(u("my son will sit on my lap, do I still pay for his seat?")).toMatchObject({
      intent: "fees_info",
      slots: { topic: "fare_rules" },
    });
    expect(u("what's the minimum age for a newborn to fly domestic?")).toMatchObject({
      intent: "fees_info",
      slots: { topic: "fare_rules" },
    });
    expect(u("do children pay the full fare?")).toMatchObject({ intent: "fees_info", slots: { topic: "fare_rules" } });
  });

  it("reads 'the fare rules of my ticket' as the rules, not a change to the booking", () => {
    expect(u("what are the fare rules on my flight?")).toMatchObject({ intent: "fees_info", slots: { topic: "fare_rules" } });
    expect(u("refund my ticket AB12CD, Santos").intent).toBe("manage_booking");
  });
});

describe("changes to a booking and its status", () => {
  it("reads a passenger added or a surname changed as a change to the booking", () => {
    expect(u("can we add one more passenger to our booking QW3RT7?").intent).toBe("manage_booking");
    expect(u("pwede magdagdag ng isang pasahero sa booking ko? ref QW3RT7").intent).toBe("manage_booking");
    expect(u("I got married, can I change my surname on the ticket? ref QW3RT7").intent).toBe("manage_booking");
  });

  it("reads a flight moved from one day to another, with its reference, as a reissue", () => {
    expect(u("please change my CEB-DVO flight to the 20th, ref QW3RT7, Cruz").slots).toMatchObject({
      action: "reissue",
      reference: "QW3RT7",
    });
  });

  it("reads whether a request went through as the booking's status", () => {
    const s = u("did the refund go through? booking QW3RT7");
    expect(s.intent).toBe("booking_status");
    expect(s.slots.action).toBeUndefined();
  });

  it("reads a person asked for in Kapampangan, Cebuano and Hiligaynon as the team", () => {
    expect(u("buri ku makisabi king tau").intent).toBe("contact");
    expect(u("gusto ko makigstorya sa tawo bahin sa akong booking").intent).toBe("contact");
  });
});
