/**
 * The reply's cards and links as plain DOM (ChatCard, contracts/assistant.ts). Every text goes in
 * with textContent, never as HTML; links to the Lakbay site open in the same tab when the widget is
 * on Lakbay itself, in a new tab (rel=noopener) on another site. Times show in Philippine time.
 */
import type { ChatCard, ChatLink } from "../../contracts/assistant.ts";
import { formatMoney, type Money } from "../../contracts/money.ts";
import { dateFormat, formatManilaDate, MANILA_TZ } from "../lib/format.ts";
import type { WidgetConfig, WidgetLang } from "./config.ts";
import { type Child, h } from "./dom.ts";
import { CARD_WORDS } from "./words.ts";

/** The page's language and the widget's words in it (the panel sets them from the config). */
let lang: WidgetLang = "en";
let words: Readonly<Record<string, string>> = {};

export function setCardLanguage(config: Pick<WidgetConfig, "lang" | "words">): void {
  lang = config.lang;
  words = config.words;
}

/** A card's word, its `{name}`s filled in. */
function w(key: string, values: Record<string, string | number> = {}): string {
  return (words[key] ?? (CARD_WORDS as Record<string, string>)[key] ?? key).replace(/\{(\w+)\}/g, (m, name: string) =>
    name in values ? String(values[name]) : m,
  );
}

const TIME: Intl.DateTimeFormatOptions = { timeZone: MANILA_TZ, hour: "numeric", minute: "2-digit" };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...TIME, weekday: "short", month: "short", day: "numeric" };

/** "7:15 AM" in Manila. */
export function manilaTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dateFormat(lang, TIME).format(d);
}

/** "Fri, Dec 4, 7:15 AM PHT". */
export function manilaDayTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : `${dateFormat(lang, DAY_TIME).format(d)} PHT`;
}

/** A calendar date ("2026-12-04") or an instant, as "December 4, 2026" in Manila. */
function day(value: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+08:00` : value);
  return Number.isNaN(d.getTime()) ? value : formatManilaDate(d, lang);
}

/**
 * A Lakbay page's address in the page's language: `/flights?…` is `/fil/flights?…` on a Filipino page
 * (on Lakbay's own origin only; other sites' links stay as they are).
 */
function localized(url: URL, siteOrigin: string): URL {
  if (lang === "en" || url.origin !== siteOrigin || url.pathname.startsWith("/api/") || /^\/fil(\/|$)/.test(url.pathname)) return url;
  url.pathname = url.pathname === "/" ? "/fil" : `/fil${url.pathname}`;
  return url;
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
  const a = h("a", { href: localized(url, siteOrigin).href }, label);
  if (url.origin !== location.origin) {
    a.target = "_blank";
    a.rel = "noopener";
    a.append(h("span", { class: "sr" }, ` ${w("newTab")}`));
  }
  return a;
}

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
          `${manilaDayTime(card.departsAt)} · ${card.stops === 0 ? w("nonstop") : card.stops === 1 ? w("oneStop") : w("stops", { n: card.stops })}`,
          "card-meta",
        ),
        // One flight, each fare family it is sold in with its price ("Tipid ₱3,528 · Sulit ₱4,133").
        line(
          card.fares && card.fares.length > 0
            ? card.fares.map((f) => `${f.family} ${money(f.price)}`).join(" · ")
            : [money(card.price), card.fareFamily].filter(Boolean).join(" · "),
          "card-price",
        ),
        more(w("seeFlight")),
      );
      break;
    case "fare_day":
      add(
        title(day(card.date)),
        line(card.price ? w("from", { price: money(card.price) }) : w("noSeats"), "card-price"),
        more(w("seeDay")),
      );
      break;
    case "hotel":
      add(
        title(card.name),
        line(
          [card.area, card.stars ? w("stars", { n: card.stars }) : "", card.rating ? w("rated", { n: card.rating }) : ""]
            .filter(Boolean)
            .join(" · "),
          "card-meta",
        ),
        line(
          `${w("night", { price: money(card.pricePerNight) })}${card.total ? ` · ${w("inAll", { price: money(card.total) })}` : ""}`,
          "card-price",
        ),
        more(w("seeHotel")),
      );
      break;
    case "tide":
      add(
        title(w("tides", { station: card.station, date: day(card.date) })),
        h(
          "ul",
          { class: "card-list" },
          ...card.events.map((e) =>
            h("li", {}, w(e.type === "high" ? "high" : "low", { time: manilaTime(e.at), m: e.heightMetres.toFixed(2) })),
          ),
        ),
        more(w("seeTide")),
      );
      break;
    case "weather":
      add(
        title(card.place),
        line(card.summary),
        card.details?.length ? h("ul", { class: "card-list" }, ...card.details.map((d) => h("li", {}, d))) : null,
        line(card.asOf ? w("asOf", { time: manilaDayTime(card.asOf) }) : "", "card-meta"),
        more(w("seeForecast")),
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
          `${w("source")} `,
          card.sourceUrl ? link(card.sourceUrl, card.source, siteOrigin) : card.source,
          card.checked ? `, ${w("checked", { date: day(card.checked) })}` : "",
        ),
        more(w("moreFees")),
      );
      break;
    case "advisory":
      add(
        title(card.level ? `${card.title} (${card.level})` : card.title),
        line(card.body),
        line(card.issuedAt ? w("issued", { time: manilaDayTime(card.issuedAt) }) : "", "card-meta"),
        more(w("readAdvisory")),
      );
      break;
    case "booking":
      add(
        title(w("booking", { ref: card.reference, status: card.status })),
        line(card.summary),
        line(card.total ? w("total", { price: money(card.total) }) : "", "card-price"),
        more(w("openTrip")),
      );
      break;
    case "route":
      add(
        title(w("route", { from: card.from, to: card.to, time: minutes(card.totalMinutes) })),
        h(
          "ol",
          { class: "card-list" },
          ...card.legs.map((l) => h("li", {}, `${w(l.mode)}: ${l.from} → ${l.to}, ${minutes(l.durationMinutes)}`)),
        ),
        more(w("planTrip")),
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
