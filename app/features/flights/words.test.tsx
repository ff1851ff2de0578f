// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import en from "../../../i18n/en/flights.ts";
import fil from "../../../i18n/fil/flights.ts";
import { REQUEST_CARD_WORDS_EN, RequestCard } from "./post-ticketing.tsx";
import { withFlightWords } from "./test-words.tsx";

const request = {
  id: "r1",
  reference: "K7Q2ZM",
  type: "refund",
  status: "completed",
  resolution: "refunded",
  passengers: [0],
  createdAt: "2026-11-20T02:00:00Z",
  slaMinutes: 30,
} as unknown as Parameters<typeof RequestCard>[0]["request"];

describe("the flight words", () => {
  it("the request card's English fallback is the English catalogue's, word for word", () => {
    for (const [key, text] of Object.entries(REQUEST_CARD_WORDS_EN)) expect(en[key as keyof typeof en], key).toBe(text);
  });

  it("a request card keeps its English without a flight page's words (the dashboard), and speaks Filipino on a Filipino page", () => {
    const { unmount } = render(
      <MemoryRouter>
        <RequestCard request={request} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("article", { name: "Refund request" })).toBeTruthy();
    expect(screen.getByText("Completed: refunded")).toBeTruthy();
    unmount();
    render(<MemoryRouter>{withFlightWords(<RequestCard request={request} />, "fil")}</MemoryRouter>);
    expect(screen.getByRole("article", { name: "Request na Refund" })).toBeTruthy();
    expect(screen.getByText("Tapos na: na-refund")).toBeTruthy();
  });

  it("every key is in the flights namespace, and the Filipino has them all", () => {
    for (const key of Object.keys(en)) expect(key.startsWith("flights."), key).toBe(true);
    expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort());
  });
});
