/**
 * The widget's own words in English, built in (a page in another language gives its words in the
 * config, `words`: i18n/<language>/assistant.ts without the "assistant." prefix; a test keeps these
 * equal to the English catalogue). One list per script, so the loader carries only its own.
 */
import { FAILED_TO_LOAD } from "./panel-types.ts";

/** The greeting of a new conversation when the host sets none. */
export const DEFAULT_GREETING =
  "Kumusta! I'm Lakbay's travel assistant. Ask me about flights, hotels, tides, fees, weather or getting around the Philippines, in English or Taglish.";

/** The loader's (app/widget/loader.ts). */
export const LOADER_WORDS = {
  launcher: "Chat with Lakbay's travel assistant",
  title: "Lakbay travel assistant",
  close: "Close the assistant",
  loading: "Loading the assistant…",
  failed: FAILED_TO_LOAD,
  retry: "Try again",
};

/** The panel's (app/widget/panel.ts). */
export const PANEL_WORDS = {
  newChat: "New chat",
  theme: "Theme",
  light: "Light",
  dark: "Dark",
  system: "System",
  log: "Conversation",
  placeholder: "Ask about flights, hotels, tides…",
  send: "Send",
  form: "Message the assistant",
  message: "Message",
  hint: "Enter sends · Shift+Enter for a new line",
  you: "You",
  restoring: "Loading your conversation…",
  typing: "Typing…",
  says: "Lakbay says: {text}",
  greeting: DEFAULT_GREETING,
  failed: FAILED_TO_LOAD,
  retry: "Try again",
};

/** The reply's cards' (app/widget/cards.ts); `{name}` where a value goes. */
export const CARD_WORDS = {
  newTab: "(opens in a new tab)",
  nonstop: "Nonstop",
  oneStop: "1 stop",
  stops: "{n} stops",
  seeFlight: "See this flight",
  from: "from {price}",
  noSeats: "No seats",
  seeDay: "See flights that day",
  stars: "{n}-star",
  rated: "rated {n}",
  night: "{price} a night",
  inAll: "{price} in all",
  seeHotel: "See this hotel",
  tides: "Tides at {station}, {date}",
  high: "High tide {time} · {m} m",
  low: "Low tide {time} · {m} m",
  seeTide: "See the tide table",
  asOf: "As of {time}",
  seeForecast: "See the forecast",
  source: "Source:",
  checked: "checked {date}",
  moreFees: "More on fees",
  issued: "Issued {time}",
  readAdvisory: "Read the advisory",
  booking: "Booking {ref}: {status}",
  total: "Total {price}",
  openTrip: "Open this trip",
  route: "{from} to {to}: about {time}",
  planTrip: "Plan this trip",
  flight: "Flight",
  ferry: "Ferry",
  bus: "Bus",
  van: "Van",
  car: "Car",
  boat: "Boat",
};
