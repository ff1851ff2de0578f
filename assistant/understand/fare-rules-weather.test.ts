/**
 * Student and senior fares, a baby's fare, and a cloudy sky (issue 24, blind-11 kinds 5 and 6 and the
 * weather follow-ups), with sentences of our own.
 */
import { describe, expect, it } from "vitest";
import type { ChatContext } from "../../contracts/assistant.ts";
import { understand } from "./understand.ts";

const now = new Date("2026-12-10T02:30:00Z");
const u = (text: string, context: ChatContext = {}) => understand(text, context, now);

describe("a discount or a baby's fare asked is a fare's rules, not a limit", () => {
  it("reads which ID a student or senior fare takes, and what it costs, as fare_rules", () => {
    for (const text of [
      "Tatanggapin ba ang student ID ko para sa discount sa flight?",
      "how much is the senior citizen fare on your flights?",
      "can I use my school ID for a student fare to Cebu?",
    ]) {
      const got = u(text);
      expect(got.intent, text).toBe("fees_info");
      expect(got.slots.topic, text).toBe("fare_rules");
    }
  });
  it("still refuses to apply a discount to a fare", () => {
    expect(u("please apply my senior discount to the ticket").intent).toBe("out_of_scope");
  });
  it("reads whether a baby of some months pays a fare as fare_rules", () => {
    for (const text of ["does my 7 month old pay for a seat on the plane?", "my baby pays a fare ba?"]) {
      expect(u(text).intent, text).toBe("fees_info");
      expect(u(text).slots.topic, text).toBe("fare_rules");
    }
  });
});

describe("the weather asked after a stay", () => {
  it("knows cloudy words and Bikol 'duman' (there)", () => {
    expect(u("Maulap ba sa Baguio bukas?").intent).toBe("weather_info");
    expect(u("makulimlim ba sa Tagaytay sa Linggo?").slots).toMatchObject({ place: "tagaytay", date: "2026-12-13" });
    expect(u("Ano an panahon duman?").intent).toBe("weather_info");
  });
  it("keeps the stay's place for a weather question that names none", () => {
    const stay: ChatContext = {
      lastIntent: "hotel_search",
      slots: { place: "baguio-cordilleras", checkIn: "2026-12-19", checkOut: "2026-12-21", adults: 2 },
    };
    const got = u("maulap ba doon sa Sabado?", stay);
    expect(got.intent).toBe("weather_info");
    expect(got.slots).toMatchObject({ place: "baguio-cordilleras", date: "2026-12-12" });
  });
});
