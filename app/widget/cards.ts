/**
 * The reply's cards and links as plain DOM (ChatCard, contracts/assistant.ts). Every text goes in
 * with textContent, never as HTML; links to the Lakbay site open in the same tab when the widget is
 * on Lakbay itself, in a new tab (rel=noopener) on another site. Times show in Philippine time.
 */
import type { ChatCard, ChatLink } from "../../contracts/assistant.ts";
import { formatMoney, type Money } from "../../contracts/money.ts";
import { formatManilaDate, MANILA_TZ } from "../lib/format.ts";
import { type Child, h } from "./dom.ts";

const time = new Intl.DateTimeFormat("en-PH", { timeZone: MANILA_TZ, hour: "numeric", minute: "2-digit" });
const dayTime = new Intl.DateTimeFormat("en-PH", {
  timeZone: MANILA_TZ,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "7:15 AM" in Manila. */
export function manilaTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : time.format(d);
}

/** "Fri, Dec 4, 7:15 AM PHT". */
export function manilaDayTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : `${dayTime.format(d)} PHT`;
}

/** A calendar date ("2026-12-04") or an instant, as "December 4, 2026" in Manila. */
function day(value: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+08:00` : value);
  return Number.isNaN(d.getTime()) ? value : formatManilaDate(d);
}

function money(m: Money | null | undefined): string {
  return m && Number.isSafeInteger(m.amount) && /^[A-Z]{3}$/.test(m.currency) ? formatMoney(m, { compact: true }) : "";
}

function minutes(total: number): string {
  const hrs = Math.floor(total / 60);
  const min = total % 60;
  return hrs > 0 ? `${hrs} h${min ? ` ${min} min` : ""}` : `${min} min`;
}

/**
 * A link the assistant gave: site paths are on the chat service's origin (`siteOrigin`). Only http(s)
 * links are drawn (a `javascript:` href from anywhere becomes plain text).
 */
export function link(href: string, label: string, siteOrigin: string): HTMLElement {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return h("span", {}, label);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return h("span", {}, label);
  const a = h("a", { href: url.href }, label);
  if (url.origin !== location.origin) {
    a.target = "_blank";
    a.rel = "noopener";
    a.append(h("span", { class: "sr" }, " (opens in a new tab)"));
  }
  return a;
}

const MODES: Record<string, string> = { flight: "Flight", ferry: "Ferry", bus: "Bus", van: "Van", car: "Car", boat: "Boat" };

/**
 * One card as a list item; `send` posts a choice's message as the traveller's. `said` is the reply's
 * text: a choices card whose question the text already asks shows only its buttons (still labelled by it).
 */
export function renderCard(card: ChatCard, siteOrigin: string, send: (message: string) => void, said = ""): HTMLElement {
  const li = h("li", { class: `card card-${card.kind}` });
  const add = (...children: Child[]) => {
    for (const c of children) if (c) li.append(c);
  };
  const title = (text: string) => h("p", { class: "card-title" }, text);
  const line = (text: string, cls = "card-line") => (text ? h("p", { class: cls }, text) : null);
  const more = (label: string) => ("href" in card && card.href ? h("p", { class: "card-link" }, link(card.href, label, siteOrigin)) : null);
  switch (card.kind) {
    case "flight":
      add(
        title(`${card.airline} ${card.flightNumbers.join(" + ")}`),
        line(`${card.origin} ${manilaTime(card.departsAt)} → ${card.destination} ${manilaTime(card.arrivesAt)}`),
        line(
          `${manilaDayTime(card.departsAt)} · ${card.stops === 0 ? "Nonstop" : `${card.stops} stop${card.stops > 1 ? "s" : ""}`}`,
          "card-meta",
        ),
        // One flight, each fare family it is sold in with its price ("Tipid ₱3,528 · Sulit ₱4,133").
        line(
          card.fares && card.fares.length > 0
            ? card.fares.map((f) => `${f.family} ${money(f.price)}`).join(" · ")
            : [money(card.price), card.fareFamily].filter(Boolean).join(" · "),
          "card-price",
        ),
        more("See this flight"),
      );
      break;
    case "fare_day":
      add(title(day(card.date)), line(card.price ? `from ${money(card.price)}` : "No seats", "card-price"), more("See flights that day"));
      break;
    case "hotel":
      add(
        title(card.name),
        line(
          [card.area, card.stars ? `${card.stars}-star` : "", card.rating ? `rated ${card.rating}` : ""].filter(Boolean).join(" · "),
          "card-meta",
        ),
        line(`${money(card.pricePerNight)} a night${card.total ? ` · ${money(card.total)} in all` : ""}`, "card-price"),
        more("See this hotel"),
      );
      break;
    case "tide":
      add(
        title(`Tides at ${card.station}, ${day(card.date)}`),
        h(
          "ul",
          { class: "card-list" },
          ...card.events.map((e) =>
            h("li", {}, `${e.type === "high" ? "High" : "Low"} tide ${manilaTime(e.at)} · ${e.heightMetres.toFixed(2)} m`),
          ),
        ),
        more("See the tide table"),
      );
      break;
    case "weather":
      add(
        title(card.place),
        line(card.summary),
        card.details?.length ? h("ul", { class: "card-list" }, ...card.details.map((d) => h("li", {}, d))) : null,
        line(card.asOf ? `As of ${manilaDayTime(card.asOf)}` : "", "card-meta"),
        more("See the forecast"),
      );
      break;
    case "fee":
      add(
        title(card.title),
        line(card.amount ? money(card.amount) : "", "card-price"),
        line(card.note ?? ""),
        h(
          "p",
          { class: "card-meta" },
          "Source: ",
          card.sourceUrl ? link(card.sourceUrl, card.source, siteOrigin) : card.source,
          card.checked ? `, checked ${day(card.checked)}` : "",
        ),
        more("More on fees"),
      );
      break;
    case "advisory":
      add(
        title(card.level ? `${card.title} (${card.level})` : card.title),
        line(card.body),
        line(card.issuedAt ? `Issued ${manilaDayTime(card.issuedAt)}` : "", "card-meta"),
        more("Read the advisory"),
      );
      break;
    case "booking":
      add(
        title(`Booking ${card.reference}: ${card.status}`),
        line(card.summary),
        line(card.total ? `Total ${money(card.total)}` : "", "card-price"),
        more("Open this trip"),
      );
      break;
    case "route":
      add(
        title(`${card.from} to ${card.to}: about ${minutes(card.totalMinutes)}`),
        h(
          "ol",
          { class: "card-list" },
          ...card.legs.map((l) => h("li", {}, `${MODES[l.mode] ?? l.mode}: ${l.from} → ${l.to}, ${minutes(l.durationMinutes)}`)),
        ),
        more("Plan this trip"),
      );
      break;
    case "article":
      add(
        h("p", { class: "card-title" }, link(card.href, card.title, siteOrigin)),
        line(card.excerpt ?? ""),
        line(card.date ? day(card.date) : "", "card-meta"),
      );
      break;
    case "choices": {
      if (!said.includes(card.question)) add(title(card.question));
      const group = h("div", { class: "choices", role: "group", "aria-label": card.question });
      for (const choice of card.choices) {
        const b = h("button", { type: "button", class: "btn chip" }, choice.label);
        b.addEventListener("click", () => send(choice.message));
        group.append(b);
      }
      add(group);
      break;
    }
  }
  return li;
}

export function renderLinks(links: ChatLink[], siteOrigin: string): HTMLElement | null {
  if (links.length === 0) return null;
  return h("ul", { class: "links" }, ...links.map((l) => h("li", {}, link(l.href, l.label, siteOrigin))));
}
