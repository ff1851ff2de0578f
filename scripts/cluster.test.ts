/**
 * Several instances on one PostgreSQL behind HAProxy (issue 26, docs/decisions/033-several-instances.md):
 * scripts/cluster.sh starts PostgreSQL, three instances of the built app and HAProxy on loopback; a
 * mixed workload of travellers (flights paid by card and by wallet, voided, refunded, re-dated; hotels
 * booked, paid and cancelled; the contact form; sign-in; the assistant) runs through the balancer while
 *
 *   1. one instance is killed with `kill -9` and started again,
 *   2. PostgreSQL is stopped and started again on the same data directory (the instances are not),
 *
 * and then it checks: the money invariant for every booking, no room-night or seat sold twice (and a
 * race for the last rooms won by exactly as many as there were), every background job done once,
 * nothing a traveller was told is lost, a session made on one instance valid on each, the sign-in and
 * look-up limits counted across instances, a staff edit on every instance within the page cache's
 * 10 s, and no 5xx but the requests inside the killed instance and those made while PostgreSQL was down.
 *
 * Run by `npm test` in its own step (scripts/test.sh, "cluster", after the build); skipped elsewhere
 * (LAKBAY_CLUSTER_TEST unset). Alone: LAKBAY_CLUSTER_TEST=1 npx vitest run scripts/cluster.test.ts
 * (after `npm run build`). The figures it measured are printed at the end, and written to
 * $LAKBAY_CLUSTER_DIR/figures.json.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, manilaToday } from "../contracts/flights.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { bookingMoney, moneyBreaches } from "../db/repositories/money-invariant.ts";
import { contactMessage, flightBooking, hotelBooking, hotelRoomNight, job, mailOutbox, post } from "../db/schema.ts";
import { RATE_LIMITS } from "../core/rate-limit/rate-limiter.ts";
import { FLIGHT_API_LIMITS } from "../server/api/flights.ts";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink.ts";
import { type Client, client, freshAddress, type Recorded } from "./cluster-client.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const enabled = process.env.LAKBAY_CLUSTER_TEST === "1";

const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", cardName: "Maria Santos" };
const passenger = { title: "Ms", givenName: "Maria", surname: "Santos", dateOfBirth: "1990-06-19", gender: "F", nationality: "PH" };
const contact = { email: "maria.santos@example.com", dialCode: "+63", phone: "9171234567" };
const guest = { firstName: "Maria", lastName: "Santos", email: "maria.santos@example.com", phone: "+63 917 123 4567" };
const FLIGHT = "/api/booking/flight";
const HOTEL = "/api/booking/hotel";
const DEMO = { email: "demo@lakbay.test", password: "lakbay-demo-2026" };
const STAFF = { email: "staff@lakbay.test", password: "lakbay-staff-2026" };

/** The workload's timeline, in ms from its start. */
const PLAN = { killAt: 8_000, restartAt: 14_000, pgStopAt: 26_000, pgPauseS: 2, endAt: 48_000, travellers: 6 };

type Cluster = {
  dir: string;
  url: string;
  balancerPort: number;
  statsPort: number;
  appPorts: number[];
  databaseUrl: string;
};

/** What travellers were told, to find again in the database afterwards. */
type Told = {
  flightsHeld: string[];
  flightsPaid: { reference: string; by: "card" | "wallet" }[];
  flightPtr: { reference: string; requestId: string; type: "void" | "refund" | "reissue" }[];
  hotelsBooked: string[];
  hotelsPaid: string[];
  hotelsCancelled: string[];
  contacts: string[];
  chats: string[];
  signIns: number;
};

/** A step that did not answer as a healthy site would. */
class Unexpected extends Error {
  readonly step: string;
  readonly status: number;
  readonly at = Date.now();
  constructor(step: string, status: number, body: string) {
    super(`${step}: ${status} ${body.slice(0, 300)}`);
    this.step = step;
    this.status = status;
  }
}

function expectStatus<T extends { status: number; text: string }>(step: string, res: T, ...ok: number[]): T {
  if (!ok.includes(res.status)) throw new Unexpected(step, res.status, res.text);
  return res;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function cluster(command: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return run("bash", [path.join(root, "scripts/cluster.sh"), command, ...args], { cwd: root, env, maxBuffer: 10 * 1024 * 1024 });
}

function readState(dir: string): Record<string, string> {
  const state: Record<string, string> = {};
  for (const line of readFileSync(path.join(dir, "cluster.env"), "utf8").split("\n")) {
    const m = /^(\w+)=(.*)$/.exec(line);
    if (m) state[m[1]] = m[2].replace(/^'(.*)'$/, "$1");
  }
  return state;
}

/**
 * A port for the balancer whose next four (the instances and HAProxy's statistics) are free too,
 * below Linux's ephemeral range (32768+), where outgoing connections would take them meanwhile.
 */
async function freePorts(): Promise<number> {
  const net = await import("node:net");
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const all = await Promise.all([0, 1, 2, 3, 4].map((i) => free(base + i)));
    if (all.every(Boolean)) return base;
  }
}

/** HAProxy's view of each server (app1 …): UP, DOWN, … */
async function haproxyStatus(statsPort: number): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${statsPort}/;csv`);
  const out: Record<string, string> = {};
  for (const line of (await res.text()).split("\n")) {
    const cols = line.split(",");
    if (cols[0] === "app" && /^app\d+$/.test(cols[1])) out[cols[1]] = cols[17];
  }
  return out;
}

/** How many items fall under each key. */
function tally<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

/** Whether something still accepts connections on the port (false once it is refused). */
async function accepting(port: number): Promise<boolean> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(1000) })).status === 200;
  } catch {
    return false;
  }
}

describe.skipIf(!enabled)("several instances behind HAProxy, an instance killed and PostgreSQL restarted", () => {
  let c: Cluster;
  let env: NodeJS.ProcessEnv;
  let sink: SmtpSink;
  let db: Database;
  const log: Recorded[] = [];
  const errors: Unexpected[] = [];
  const told: Told = {
    flightsHeld: [],
    flightsPaid: [],
    flightPtr: [],
    hotelsBooked: [],
    hotelsPaid: [],
    hotelsCancelled: [],
    contacts: [],
    chats: [],
    signIns: 0,
  };
  const figures: Record<string, unknown> = {};
  /** Wallet payments not settled when the traveller came back (reported; the invariant covers their money). */
  const walletPending: string[] = [];
  let t0 = 0;
  let killedAt = 0;
  let killedPid = 0;
  let deadAt = 0;
  let pgDown: [number, number] = [0, 0];

  /** A statement's rows (the Db type leaves them untyped). */
  const rowsOf = async <T = Record<string, unknown>>(query: SQL) => (await db.db.execute(query)) as unknown as { rows: T[] };

  const traveller = (address?: string) => client({ port: c.balancerPort, origin: c.url, log, address });

  beforeAll(async () => {
    const dir = process.env.LAKBAY_CLUSTER_DIR || mkdtempSync(path.join(tmpdir(), "lakbay-cluster-"));
    const mailDir = path.join(dir, "mail");
    rmSync(mailDir, { recursive: true, force: true });
    sink = await startSmtpSink({ port: 0, mailDir });
    const balancerPort = await freePorts();
    env = {
      ...process.env,
      LAKBAY_CLUSTER_DIR: dir,
      LAKBAY_CLUSTER_PORT: String(balancerPort),
      LAKBAY_CLUSTER_TEST_ROUTES: "1",
      LAKBAY_CLUSTER_NO_BUILD: process.env.LAKBAY_CLUSTER_NO_BUILD ?? "1",
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      STAFF_EMAILS: "",
      LOG_LEVEL: "warn",
    };
    delete env.DATABASE_URL;
    const started = Date.now();
    await cluster("start", env);
    figures.clusterStartS = (Date.now() - started) / 1000;
    const state = readState(dir);
    const appPorts = Object.keys(state)
      .filter((k) => /^APP_PORT_\d+$/.test(k))
      .sort()
      .map((k) => Number(state[k]));
    c = {
      dir,
      url: state.APP_URL,
      balancerPort: Number(state.BALANCER_PORT),
      statsPort: Number(state.STATS_PORT),
      appPorts,
      databaseUrl: state.DATABASE_URL,
    };
    db = await openDatabase({ url: c.databaseUrl });
  }, 240_000);

  afterAll(async () => {
    await db?.close().catch(() => {});
    if (env) await cluster("stop", env).catch((err) => console.error(err));
    await sink?.close();
    if (c) writeFileSync(path.join(c.dir, "figures.json"), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`cluster figures: ${JSON.stringify(figures, null, 2)}`);
  }, 60_000);

  // ---- the travellers ---------------------------------------------------------------------------

  async function searchFare(t: Client, date: string, family?: string) {
    const res = expectStatus(
      "flight search",
      await t.get(`${FLIGHT}/search?origin=MNL&destination=CEB&departureDate=${date}&adults=1&stops=0&limit=200`),
      200,
    );
    const fares = res.json.data.fareItineraries as { fareSourceCode: string; fareFamily: string }[];
    const fare = (family && fares.find((f) => f.fareFamily === family)) || fares[0];
    if (!fare) throw new Unexpected("flight search", res.status, "no fare");
    return fare;
  }

  async function holdFlight(t: Client, family?: string): Promise<string> {
    const date = addDays(manilaToday(), 20 + Math.floor(Math.random() * 40));
    const fare = await searchFare(t, date, family);
    const set = expectStatus(
      "set-flight-expiry",
      await t.post(`${FLIGHT}/set-flight-expiry`, { fare_source_code: fare.fareSourceCode }),
      200,
    );
    const booked = expectStatus(
      "flight booking",
      await t.post(`${FLIGHT}/booking`, { session_id: set.json.data.session_id, passengers: [passenger], contact }),
      201,
    );
    const reference = booked.json.data.reference as string;
    told.flightsHeld.push(reference);
    return reference;
  }

  async function flightByCard(t: Client) {
    const family = Math.random() < 0.5 ? "economy-flex" : undefined;
    const reference = await holdFlight(t, family);
    const paid = expectStatus(
      "flight card payment",
      await t.post(`${FLIGHT}/payment`, { reference, idempotencyKey: `card-${reference}`, ...card }),
      200,
    );
    if (paid.json.data.kind !== "paid") throw new Unexpected("flight card payment", paid.status, paid.text);
    told.flightsPaid.push({ reference, by: "card" });
    const who = { reference, last_name: "Santos" };
    const roll = Math.random();
    if (roll < 0.3) {
      const quote = expectStatus("void-quote", await t.post(`${FLIGHT}/void-quote`, { ...who, passengers: [0] }), 201);
      expectStatus("void", await t.post(`${FLIGHT}/void`, { ...who, request_id: quote.json.data.id }), 202);
      told.flightPtr.push({ reference, requestId: quote.json.data.id, type: "void" });
      expectStatus("run-now", await t.post("/api/__test/flights/requests/run-now", { reference }), 200);
    } else if (roll < 0.55) {
      const quote = await t.post(`${FLIGHT}/refund-quote`, who);
      // A fare without refunds says so (409); that is the fare's rule, not a fault.
      if (quote.status === 409) return;
      expectStatus("refund-quote", quote, 201);
      expectStatus("refund", await t.post(`${FLIGHT}/refund`, { ...who, request_id: quote.json.data.id }), 202);
      told.flightPtr.push({ reference, requestId: quote.json.data.id, type: "refund" });
      expectStatus("run-now", await t.post("/api/__test/flights/requests/run-now", { reference }), 200);
    } else if (roll < 0.75) {
      const date = addDays(manilaToday(), 62 + Math.floor(Math.random() * 20));
      const quote = await t.post(`${FLIGHT}/reissue-quote`, { ...who, dates: [date] });
      if (quote.status === 409) return;
      expectStatus("reissue-quote", quote, 201);
      const options = (quote.json.data.quote?.options ?? []) as { id: string; amountDue: { amount: number } }[];
      const option = options.find((o) => o.amountDue.amount === 0) ?? options[0];
      if (!option) return;
      const done = await t.post(`${FLIGHT}/reissue`, {
        ...who,
        request_id: quote.json.data.id,
        option_id: option.id,
        idempotency_key: `reissue-${reference}`,
        payment_method: { type: "card", card: { number: card.cardNumber, expiry: card.expiry, cvc: card.cvc, name: card.cardName } },
      });
      // 409: the new flight sold out since the quote (nothing charged).
      if (done.status === 409) return;
      expectStatus("reissue", done, 202);
      told.flightPtr.push({ reference, requestId: quote.json.data.id, type: "reissue" });
      expectStatus("run-now", await t.post("/api/__test/flights/requests/run-now", { reference }), 200);
    }
  }

  /** Sends the traveller to the sandbox wallet, approves there, and comes back to the merchant. */
  async function approveAtWallet(t: Client, url: string, step: string) {
    const walletPath = new URL(url, c.url).pathname;
    const approved = expectStatus(`${step}: wallet approve`, await t.form(walletPath, { intent: "approve" }), 302, 303);
    const back = String(approved.headers.location ?? "");
    if (back)
      expectStatus(
        `${step}: back from the wallet`,
        await t.get(new URL(back, c.url).pathname + new URL(back, c.url).search),
        200,
        302,
        303,
      );
  }

  async function flightByWallet(t: Client) {
    const reference = await holdFlight(t);
    const paid = expectStatus(
      "flight wallet payment",
      await t.post(`${FLIGHT}/payment`, { reference, idempotencyKey: `gcash-${reference}`, method: "gcash" }),
      200,
    );
    if (paid.json.data.kind !== "redirect") throw new Unexpected("flight wallet payment", paid.status, paid.text);
    await approveAtWallet(t, paid.json.data.url, "flight");
    // What the traveller is told after coming back: the trip as it now stands.
    const trip = expectStatus("flight look-up", await t.get(`${FLIGHT}/bookings/${reference}?last_name=Santos`), 200);
    if (["ticketed", "paid"].includes(trip.json.data.status)) told.flightsPaid.push({ reference, by: "wallet" });
    else walletPending.push(`${reference}: ${trip.json.data.status}`);
  }

  async function hotelStay(t: Client) {
    const checkin = addDays(manilaToday(), 30 + Math.floor(Math.random() * 120));
    const stay = {
      checkin,
      checkout: addDays(checkin, 2),
      occupancy: [{ room_no: 1, adult: 2, child: 0, child_age: [0] }],
      requiredCurrency: "PHP",
    };
    const found = expectStatus("hotel search", await t.post(`${HOTEL}/hotel-search-by-code`, { ...stay, hotelCodes: ["TAG004"] }), 200);
    const sessionId = found.json.data.sessionId as string;
    const rates = expectStatus("room rates", await t.post(`${HOTEL}/room-rates`, { hotelId: "TAG004", sessionId }), 200);
    const room = (rates.json.data.roomRates.perBookingRates as { roomId: string; available: boolean }[]).find((r) => r.available);
    if (!room) return; // sold out on those nights: a true answer
    // Each traveller their own e-mail: the same guest twice on one stay is asked to confirm (409).
    const booked = await t.post(`${HOTEL}/book`, {
      hotelId: "TAG004",
      sessionId,
      roomId: room.roomId,
      guest: { ...guest, email: `guest-${t.address}@example.com` },
    });
    if (booked.status === 409) return; // taken between the rates and the booking
    expectStatus("hotel book", booked, 200, 201);
    const reference = booked.json.data.reference as string;
    told.hotelsBooked.push(reference);
    const wallet = Math.random() < 0.3;
    const paying = await t.post(
      `${HOTEL}/payment`,
      wallet
        ? { reference, idempotencyKey: `pay-${reference}`, method: "maya" }
        : { reference, idempotencyKey: `pay-${reference}`, ...card },
    );
    // 409: the last room went to another traveller since the rates; the charge was refunded at once.
    if (paying.status === 409) return;
    const paid = expectStatus("hotel payment", paying, 200);
    if (wallet) {
      if (typeof paid.json.data.url !== "string") throw new Unexpected("hotel wallet payment", paid.status, paid.text);
      await approveAtWallet(t, paid.json.data.url, "hotel");
      const stay = expectStatus("hotel look-up", await t.get(`${HOTEL}/bookings/${reference}?last_name=Santos`), 200);
      if (stay.json.data.status !== "confirmed") {
        walletPending.push(`${reference}: ${stay.json.data.status}`);
        return;
      }
    } else if (paid.json.data.status !== "confirmed") throw new Unexpected("hotel payment", paid.status, paid.text);
    told.hotelsPaid.push(reference);
    if (!wallet && Math.random() < 0.5) {
      const quote = expectStatus("hotel cancel-quote", await t.post(`${HOTEL}/cancel-quote`, { reference, last_name: "Santos" }), 200);
      const token = quote.json.data.quoteToken as string;
      expectStatus("hotel cancel", await t.post(`${HOTEL}/cancel`, { reference, last_name: "Santos", quoteToken: token }), 200);
      told.hotelsCancelled.push(reference);
    }
  }

  async function contactForm(t: Client) {
    const res = expectStatus(
      "contact",
      await t.post("/api/contact", {
        name: "Jose Rizal",
        email: `jose-${Math.random().toString(36).slice(2, 8)}@example.com`,
        subject: "Hotel voucher",
        message: "I cannot find the voucher for my Bohol hotel. Could you send it again?",
        bookingReference: "",
      }),
      201,
    );
    told.contacts.push(res.json.data.reference);
  }

  async function signIn(t: Client, who = DEMO, port?: number) {
    const res = await t.form("/login", { email: who.email, password: who.password, redirectTo: "" }, { port });
    expectStatus("sign-in", res, 302, 303);
    const me = expectStatus("me", await t.get("/api/me", { port }), 200);
    if (me.json.data.email !== who.email) throw new Unexpected("me", me.status, me.text);
    told.signIns += 1;
  }

  async function chat(t: Client) {
    const first = expectStatus("chat", await t.post("/api/chat/messages", { message: "when is low tide in Coron tomorrow" }), 200);
    const conversationId = first.json.data.conversationId as string;
    // The guest's cookie carries the conversation to whichever instance answers next.
    expectStatus("chat follow-up", await t.post("/api/chat/messages", { message: "and the day after?", conversationId }), 200);
    told.chats.push(conversationId);
  }

  const scenarios: [number, (t: Client) => Promise<unknown>][] = [
    [3, flightByCard],
    [2, flightByWallet],
    [3, hotelStay],
    [1, contactForm],
    [1, signIn],
    [1, chat],
  ];
  const weight = scenarios.reduce((s, [w]) => s + w, 0);
  function pick() {
    let r = Math.random() * weight;
    for (const [w, f] of scenarios) if ((r -= w) < 0) return f;
    return scenarios[0][1];
  }

  /** A traveller after another until `until`: each scenario from a fresh address, as a new client. */
  async function travellerLoop(until: () => boolean, counts: Map<string, number>) {
    while (!until()) {
      const t = traveller();
      const scenario = pick();
      try {
        await scenario(t);
        counts.set(scenario.name, (counts.get(scenario.name) ?? 0) + 1);
      } catch (err) {
        errors.push(err instanceof Unexpected ? err : new Unexpected(scenario.name, 0, String((err as Error).message ?? err)));
        await sleep(200);
      } finally {
        t.close();
      }
    }
  }

  // ---- the run ----------------------------------------------------------------------------------

  it("serves a mixed workload through the balancer while an instance is killed and PostgreSQL restarts", async () => {
    // A race for the last two rooms of a night: eight travellers at once, through the balancer.
    const raceNight = addDays(manilaToday(), 200);
    const racers = Array.from({ length: 8 }, () => traveller());
    const raceStay = {
      checkin: raceNight,
      checkout: addDays(raceNight, 1),
      occupancy: [{ room_no: 1, adult: 2, child: 0, child_age: [0] }],
      requiredCurrency: "PHP",
    };
    const search = await racers[0].post(`${HOTEL}/hotel-search-by-code`, { ...raceStay, hotelCodes: ["TAG004"] });
    expect(search.status).toBe(200);
    const rates = await racers[0].post(`${HOTEL}/room-rates`, { hotelId: "TAG004", sessionId: search.json.data.sessionId });
    const raceRoom = (rates.json.data.roomRates.perBookingRates as { roomId: string; available: boolean }[]).find((r) => r.available)!;
    await db.db.insert(hotelRoomNight).values({ hotelId: "TAG004", roomId: raceRoom.roomId, night: raceNight, units: 2, booked: 0 });
    // Rooms are taken when a stay is paid: eight bookings, then eight payments at once.
    const held = await Promise.all(
      racers.map((t) =>
        t.post(`${HOTEL}/book`, {
          hotelId: "TAG004",
          sessionId: search.json.data.sessionId,
          roomId: raceRoom.roomId,
          guest: { ...guest, email: `racer-${t.address}@example.com` },
        }),
      ),
    );
    expect(held.map((r) => r.status)).toEqual(held.map(() => 201));
    for (const r of held) told.hotelsBooked.push(r.json.data.reference);
    const race = await Promise.all(
      racers.map((t, i) => {
        const reference = held[i].json.data.reference as string;
        return t.post(`${HOTEL}/payment`, { reference, idempotencyKey: `race-${reference}`, ...card });
      }),
    );
    for (const t of racers) t.close();
    const won = race.filter((r) => r.status === 200 && r.json.data.status === "confirmed");
    figures.lastRoomsRace = { racers: 8, rooms: 2, won: won.length, answers: race.map((r) => `${r.status} ${r.json?.message ?? ""}`) };
    expect(won).toHaveLength(2);
    // The others were charged and refunded in full at once (409), or refused before charging.
    expect(race.filter((r) => !won.includes(r)).every((r) => r.status === 409 || r.status === 402)).toBe(true);
    for (const [i, r] of race.entries()) if (won.includes(r)) told.hotelsPaid.push(held[i].json.data.reference);

    // The workload, with the instance killed and PostgreSQL restarted under it.
    const counts = new Map<string, number>();
    t0 = Date.now();
    const done = () => Date.now() - t0 >= PLAN.endAt;
    const loops = Array.from({ length: PLAN.travellers }, () => travellerLoop(done, counts));

    const chaos = (async () => {
      await sleep(PLAN.killAt);
      const victim = 2;
      killedPid = Number(readFileSync(path.join(c.dir, `instance-${victim}.pid`), "utf8"));
      process.kill(killedPid, "SIGKILL");
      killedAt = Date.now();
      // SIGKILL is not instant: until the last thread of the process is gone (with it the process's
      // memory, a large heap takes a while) the kernel still accepts connections on its port and then
      // resets them. Those requests were inside the dying instance too; it is gone once its port refuses.
      while (await accepting(c.appPorts[victim - 1])) await sleep(5);
      deadAt = Date.now();
      figures.killToExitMs = deadAt - killedAt;
      // How long HAProxy takes to stop sending to it.
      while ((await haproxyStatus(c.statsPort))[`app${victim}`] !== "DOWN") await sleep(20);
      figures.deadInstanceOutMs = Date.now() - killedAt;
      await sleep(Math.max(0, PLAN.restartAt - (Date.now() - t0)));
      const restarting = Date.now();
      await cluster("start-instance", env, String(victim));
      while ((await haproxyStatus(c.statsPort))[`app${victim}`] !== "UP") await sleep(50);
      figures.instanceBackInMs = Date.now() - restarting;

      await sleep(Math.max(0, PLAN.pgStopAt - (Date.now() - t0)));
      const pids = c.appPorts.map((_, i) => readFileSync(path.join(c.dir, `instance-${i + 1}.pid`), "utf8").trim());
      const stopping = Date.now();
      await cluster("pg-restart", env, String(PLAN.pgPauseS));
      const started = Date.now();
      // Every instance ready again (its pool reconnected), without being restarted.
      while (!(await Promise.all(c.appPorts.map(ready))).every(Boolean)) await sleep(50);
      const instancesReady = Date.now();
      while (Object.values(await haproxyStatus(c.statsPort)).some((s) => s !== "UP")) await sleep(50);
      pgDown = [stopping, Date.now()];
      figures.postgresRestart = {
        stopToStartedMs: started - stopping,
        instancesReadyAfterStartMs: instancesReady - started,
        balancerAllUpAfterStartMs: Date.now() - started,
      };
      const after = c.appPorts.map((_, i) => readFileSync(path.join(c.dir, `instance-${i + 1}.pid`), "utf8").trim());
      expect(after, "no instance was restarted for PostgreSQL's restart").toEqual(pids);
    })();

    await Promise.all([chaos, ...loops]);
    figures.scenarios = Object.fromEntries(counts);
    figures.walletNotSettledOnReturn = walletPending;
    figures.workloadS = (Date.now() - t0) / 1000;
  }, 180_000);

  it("answers no 5xx but the requests inside the killed instance and those made while PostgreSQL was down", () => {
    const during = (r: Recorded, [a, b]: [number, number]) => r.end >= a && r.start <= b;
    const fivexx = log.filter((r) => r.status >= 500 || r.error);
    const onKill = fivexx.filter((r) => r.start <= deadAt && r.end >= killedAt && (r.instance === "app2" || r.instance === null));
    const onPg = fivexx.filter((r) => !onKill.includes(r) && during(r, pgDown));
    const others = fivexx.filter((r) => !onKill.includes(r) && !onPg.includes(r));
    const byStatus = (list: Recorded[]) => tally(list, (r) => (r.error ? "error" : String(r.status)));
    figures.requests = log.length;
    figures.requestsPerInstance = tally(log, (r) => r.instance ?? "none");
    figures.fivexx = {
      total: fivexx.length,
      inFlightOnKilledInstance: byStatus(onKill),
      whilePostgresDown: byStatus(onPg),
      other: byStatus(others),
    };
    const at = (ms: number) => `${((ms - t0) / 1000).toFixed(2)} s`;
    figures.timeline = { killedAt: at(killedAt), killedInstanceGoneAt: at(deadAt), postgresDown: pgDown.map(at) };
    expect(others.map((r) => `${r.method} ${r.path} → ${r.error ?? r.status} (${r.instance}) from ${at(r.start)} to ${at(r.end)}`)).toEqual(
      [],
    );
    // Outside PostgreSQL's outage every scenario was answered as it should be: a refusal or a wrong
    // answer (not a 5xx or a dropped connection, judged above request by request) is a fault.
    const outside = errors.filter((e) => e.status > 0 && e.status < 500 && !(e.at >= pgDown[0] && e.at <= pgDown[1] + 1000));
    figures.scenarioFailures = {
      total: errors.length,
      outsideTheOutages: outside.length,
      sample: errors.slice(0, 5).map((e) => e.message),
    };
    expect(outside.map((e) => e.message)).toEqual([]);
  });

  it("settles every background job once, and loses nothing a traveller was told", async () => {
    // Jobs the killed instance held, and any whose instance lost PostgreSQL mid-run, run again once
    // their lease (60 s) runs out; wait for the queue to drain.
    // Time passes: the jobs queued for later (a payment's settle job three minutes after it was
    // made, a date change carried out at its expected time, queued by a collect job that itself ran
    // late) are due now, on whichever instance takes them; again each round, for the jobs those
    // queue. Not recurring slots, not retries of a failed attempt, and not the later looks at a
    // payment still waiting for its traveller (`round`): those wait for the gateway's own 30 minutes.
    const timePasses = () =>
      rowsOf(sql`update job set run_at = now()
        where status = 'queued' and run_at > now() and attempts = 0
          and coalesce(unique_key, '') not like 'every:%' and payload->>'round' is null`);
    const drainStart = Date.now();
    let pending: { name: string; status: string; n: number }[] = [];
    while (Date.now() - drainStart < 100_000) {
      await timePasses();
      pending = (
        await rowsOf<{ name: string; status: string; n: number }>(sql`
          select name, status, count(*)::int as n from job
          where status = 'running' or (status = 'queued' and run_at <= now() + interval '5 seconds')
          group by name, status
          union all
          select 'mail outbox', status, count(*)::int from mail_outbox where status = 'pending' group by status`)
      ).rows;
      if (!pending.length) break;
      await sleep(1000);
    }
    figures.jobDrainS = (Date.now() - drainStart) / 1000;
    expect(pending).toEqual([]);
    const jobs = await db.db.select().from(job);
    const failed = jobs.filter((j) => j.status === "failed");
    expect(failed.map((j) => `${j.name}: ${j.lastError}`)).toEqual([]);
    const rerun = jobs.filter((j) => j.attempts > 1);
    figures.jobs = {
      total: jobs.length,
      done: jobs.filter((j) => j.status === "done").length,
      runAgainAfterALostRun: rerun.length,
      byName: tally(jobs, (j) => j.name),
    };
    // A recurring job's slot exists once (its unique key), whatever the number of instances.
    const slots = jobs.filter((j) => j.uniqueKey?.startsWith("every:"));
    expect(new Set(slots.map((j) => j.uniqueKey)).size).toBe(slots.length);

    // Every mail job made its message once (no two outbox rows of one mail), and every message the
    // outbox sent reached the SMTP server. Delivery is at least once: a message whose sender died (or
    // lost PostgreSQL) after the SMTP server took it, before the outbox recorded it, is sent again,
    // with the same Message-ID (server/mail/smtp-transport.ts), which mail programs show once.
    const outbox = await db.db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, status: mailOutbox.status })
      .from(mailOutbox);
    const rows = new Map<string, number>();
    for (const m of outbox) rows.set(`${m.to}|${m.subject}`, (rows.get(`${m.to}|${m.subject}`) ?? 0) + 1);
    expect([...rows].filter(([, n]) => n > 1).map(([key]) => key)).toEqual([]);
    const delivered = new Map<string, number>();
    for (const file of readdirSync(sink.mailDir).filter((f) => f.endsWith(".eml"))) {
      const id = /^Message-ID: *<outbox-([\w-]+)@/im.exec(readFileSync(path.join(sink.mailDir, file), "utf8"))?.[1] ?? `other ${file}`;
      delivered.set(id, (delivered.get(id) ?? 0) + 1);
    }
    const sent = outbox.filter((m) => m.status === "sent");
    const again = sent.filter((m) => (delivered.get(m.id) ?? 0) > 1);
    figures.mail = {
      outbox: outbox.length,
      sent: sent.length,
      deliveredAgainWithTheSameMessageId: again.map((m) => m.subject),
      notFromTheOutbox: [...delivered.keys()].filter((k) => k.startsWith("other ")).length,
    };
    expect(sent.filter((m) => !delivered.has(m.id)).map((m) => m.subject)).toEqual([]);
    expect([...delivered.keys()].filter((k) => k.startsWith("other "))).toEqual([]);
    expect(outbox.filter((m) => m.status !== "sent").map((m) => `${m.subject}: ${m.status}`)).toEqual([]);

    // Nothing lost: every booking, payment, cancellation, message and conversation travellers were told of.
    const flights = new Map(
      (await db.db.select({ r: flightBooking.reference, s: flightBooking.status }).from(flightBooking)).map((b) => [b.r, b.s]),
    );
    expect(told.flightsHeld.filter((r) => !flights.has(r))).toEqual([]);
    const unpaid = told.flightsPaid.filter((p) =>
      ["held", "pending", "expired", "cancelled", "failed"].includes(flights.get(p.reference) ?? "missing"),
    );
    expect(unpaid.map((p) => `${p.reference} (${p.by}): ${flights.get(p.reference)}`)).toEqual([]);
    const stays = new Map(
      (await db.db.select({ r: hotelBooking.reference, s: hotelBooking.status }).from(hotelBooking)).map((b) => [b.r, b.s]),
    );
    expect(told.hotelsBooked.filter((r) => !stays.has(r))).toEqual([]);
    expect(told.hotelsPaid.filter((r) => !["confirmed", "cancelled"].includes(stays.get(r) ?? ""))).toEqual([]);
    expect(told.hotelsCancelled.filter((r) => stays.get(r) !== "cancelled")).toEqual([]);
    const messages = new Set((await db.db.select({ r: contactMessage.reference }).from(contactMessage)).map((m) => m.r));
    expect(told.contacts.filter((r) => !messages.has(r))).toEqual([]);
    const conversations = (
      await rowsOf<{ id: string; n: number }>(sql`
      select c.id, count(m.*)::int as n from chat_conversation c left join chat_message m on m.conversation_id = c.id group by c.id`)
    ).rows;
    const byId = new Map(conversations.map((r) => [r.id, r.n]));
    expect(told.chats.filter((id) => (byId.get(id) ?? 0) < 4)).toEqual([]);
    // Voids, refunds and date changes accepted were carried out.
    const requests = (await rowsOf<{ id: string; status: string }>(sql`select id, status from flight_ptr_request`)).rows;
    const status = new Map(requests.map((r) => [r.id, r.status]));
    expect(
      told.flightPtr
        .filter((p) => status.get(p.requestId) !== "completed")
        .map((p) => `${p.type} ${p.reference}: ${status.get(p.requestId)}`),
    ).toEqual([]);
    figures.told = {
      flightsHeld: told.flightsHeld.length,
      flightsPaid: told.flightsPaid.length,
      byWallet: told.flightsPaid.filter((p) => p.by === "wallet").length,
      voidsRefundsReissues: tally(told.flightPtr, (p) => p.type),
      hotelsBooked: told.hotelsBooked.length,
      hotelsPaid: told.hotelsPaid.length,
      hotelsCancelled: told.hotelsCancelled.length,
      contacts: told.contacts.length,
      chats: told.chats.length,
      signIns: told.signIns,
    };
  }, 120_000);

  it("keeps the money invariant for every booking, and sells no seat or room-night twice", async () => {
    const money = await bookingMoney(db.db);
    figures.moneyChecked = money.length;
    const breaches = moneyBreaches(money);
    if (breaches.length) {
      // What the failing bookings hold, to read in the log: payments, events, requests and their jobs.
      const refs = money.filter((m) => m.taken - m.refunded !== m.owed).flatMap((m) => m.members);
      const list = sql.join(
        refs.map((r) => sql`${r}`),
        sql`, `,
      );
      figures.breachDetail = {
        payments: (
          await rowsOf(
            sql`select reference, kind, status, amount, amount_refunded, idempotency_key, created_at from payment where reference in (${list})`,
          )
        ).rows,
        events: (
          await rowsOf(
            sql`select b.reference, e.* from flight_booking_event e join flight_booking b on b.id = e.booking_id where b.reference in (${list})`,
          )
        ).rows,
        requests: (await rowsOf(sql`select * from flight_ptr_request where reference in (${list})`)).rows,
        jobs: (
          await rowsOf(
            sql`select name, status, attempts, last_error, payload, run_at, finished_at from job where payload::text similar to ${`%(${refs.join("|")})%`}`,
          )
        ).rows,
      };
    }
    expect(breaches).toEqual([]);
    // Room-nights: what each night counts is what the bookings holding it take, and never more than there is.
    const counted = (
      await rowsOf<{ hotel_id: string; room_id: string; night: string; units: number; booked: number; held: number }>(sql`
        select n.hotel_id, n.room_id, n.night::text, n.units, n.booked,
          coalesce((select sum(b.rooms) from hotel_booking b
            where b.hotel_id = n.hotel_id and b.room_id = n.room_id and b.check_in <= n.night and b.check_out > n.night
              and b.status = 'confirmed'), 0)::int as held
        from hotel_room_night n`)
    ).rows;
    expect(counted.filter((n) => n.booked > n.units || n.booked !== n.held)).toEqual([]);
    const oversold = (await rowsOf(sql`select key from flight_inventory where sold > capacity or sold < 0`)).rows;
    expect(oversold).toEqual([]);
    const seatsTwice = (await rowsOf(sql`select flight_key, seat_code from flight_seat_assignment group by 1, 2 having count(*) > 1`)).rows;
    expect(seatsTwice).toEqual([]);
  });

  it("takes a session made on one instance on every instance", async () => {
    const t = traveller();
    await signIn(t, DEMO, c.appPorts[0]);
    for (const port of c.appPorts) {
      const me = await t.get("/api/me", { port });
      expect(me.status, `instance on ${port}`).toBe(200);
      expect(me.json.data.email).toBe(DEMO.email);
    }
    // Signed out on one, signed out on all.
    const out = await t.form("/logout", {}, { port: c.appPorts[1] });
    expect([200, 302, 303]).toContain(out.status);
    t.close();
    const stale = traveller();
    for (const [k, v] of t.jar) stale.jar.set(k, v);
    for (const port of c.appPorts) expect((await stale.get("/api/me", { port })).status, `instance on ${port}`).toBe(401);
    stale.close();
  });

  it("counts the sign-in and look-up limits across instances", async () => {
    const t = traveller(freshAddress());
    // Failed sign-ins to one account (5 a minute, across every client): sent to the instances in turn.
    const perAccount = RATE_LIMITS.loginAccountMinute.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= perAccount; i++) {
      const port = c.appPorts[i % c.appPorts.length];
      statuses.push(
        (await t.form("/login", { email: "nobody-here@example.com", password: "wrong-password-123", redirectTo: "" }, { port })).status,
      );
    }
    figures.signInLimit = statuses;
    expect(statuses.slice(0, perAccount).filter((s) => s === 429)).toEqual([]);
    expect(statuses[perAccount]).toBe(429);
    // Trip look-ups by reference (10 per client in 15 minutes), in turn on each instance.
    const perClient = FLIGHT_API_LIMITS.lookup.limit;
    const lookups: number[] = [];
    for (let i = 0; i <= perClient; i++) {
      const port = c.appPorts[i % c.appPorts.length];
      lookups.push((await t.get(`${FLIGHT}/bookings/${i % 2 ? "ZZZZZZ" : "YYYYYY"}?last_name=Nobody`, { port })).status);
    }
    figures.lookupLimit = lookups;
    expect(lookups.slice(0, perClient).filter((s) => s === 429)).toEqual([]);
    expect(lookups[perClient]).toBe(429);
    t.close();
  });

  it("shows a staff edit on every instance within the page cache's 10 s", async () => {
    const [row] = await db.db
      .select()
      .from(post)
      .where(and(eq(post.kind, "blog"), eq(post.status, "published")))
      .limit(1);
    const page = `/blog/${row.slug}`;
    const anonymous = traveller();
    // Each instance has the page in its cache first.
    for (const port of c.appPorts)
      expect((await anonymous.get(page, { port, cookies: false, headers: { accept: "text/html" } })).status).toBe(200);
    const staff = traveller();
    await signIn(staff, STAFF, c.appPorts[0]);
    const title = `${row.title} (edited ${Date.now()})`;
    const saved = await staff.form(
      `/dashboard/posts/${row.id}`,
      {
        kind: row.kind,
        title,
        slug: row.slug,
        summary: row.summary,
        category: row.category,
        author: row.author,
        body: row.body,
        publishAt: "",
        intent: "publish",
      },
      { port: c.appPorts[0] },
    );
    expect([302, 303], saved.text.slice(0, 500)).toContain(saved.status);
    const edited = Date.now();
    const seenAfter: number[] = [];
    for (const port of c.appPorts) {
      const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
      for (;;) {
        const res = await anonymous.get(page, { port, cookies: false, headers: { accept: "text/html" } });
        if (res.text.includes(escaped) || res.text.includes(title)) break;
        if (Date.now() - edited > 15_000) break;
        await sleep(100);
      }
      seenAfter.push(Date.now() - edited);
    }
    figures.staffEditVisibleAfterMs = seenAfter;
    // The page each instance had cached lives 10 s from when it was stored, before the edit; 1 s for
    // the polling and the render on a busy machine.
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(11_000);
    anonymous.close();
    staff.close();
  }, 60_000);
});
