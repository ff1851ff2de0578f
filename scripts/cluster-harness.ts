/**
 * What the cluster test (scripts/cluster.test.ts) and the soak run (scripts/soak.ts) need to run
 * scripts/cluster.sh and look at what it started: its state file, free ports, HAProxy's view of the
 * instances, whether an instance accepts connections and is ready; and the accounts they keep after a
 * run: the mail the outbox sent against what the SMTP sink received.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { addDays, manilaToday } from "../contracts/flights.ts";
import type { Database } from "../db/client.ts";
import { hotelRoomNight, mailOutbox } from "../db/schema.ts";
import type { Client } from "./cluster-client.ts";
import { card, guest, HOTEL, type Told } from "./workload.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function cluster(command: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return run("bash", [path.join(root, "scripts/cluster.sh"), command, ...args], { cwd: root, env, maxBuffer: 10 * 1024 * 1024 });
}

export function readState(dir: string): Record<string, string> {
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
export async function freePorts(): Promise<number> {
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
export async function haproxyStatus(statsPort: number): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${statsPort}/;csv`);
  const out: Record<string, string> = {};
  for (const line of (await res.text()).split("\n")) {
    const cols = line.split(",");
    if (cols[0] === "app" && /^app\d+$/.test(cols[1])) out[cols[1]] = cols[17];
  }
  return out;
}

/** How many items fall under each key. */
export function tally<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

/** Whether something still accepts connections on the port (false once it is refused). */
export async function accepting(port: number): Promise<boolean> {
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

export async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(1000) })).status === 200;
  } catch {
    return false;
  }
}

/**
 * The outbox against the SMTP sink: mail written twice (two outbox rows of one mail), messages sent but
 * never received, mail received that no outbox row sent, rows not sent; and what was delivered again
 * (at least once: a sender that died after the SMTP server took a message sends it again, with the same
 * Message-ID, server/mail/smtp-transport.ts).
 */
export async function mailAccount(db: Database, mailDir: string) {
  const outbox = await db.db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, status: mailOutbox.status })
    .from(mailOutbox);
  const rows = new Map<string, number>();
  for (const m of outbox) rows.set(`${m.to}|${m.subject}`, (rows.get(`${m.to}|${m.subject}`) ?? 0) + 1);
  const delivered = new Map<string, number>();
  for (const file of readdirSync(mailDir).filter((f) => f.endsWith(".eml"))) {
    const id = /^Message-ID: *<outbox-([\w-]+)@/im.exec(readFileSync(path.join(mailDir, file), "utf8"))?.[1] ?? `other ${file}`;
    delivered.set(id, (delivered.get(id) ?? 0) + 1);
  }
  const sent = outbox.filter((m) => m.status === "sent");
  return {
    writtenTwice: [...rows].filter(([, n]) => n > 1).map(([key]) => key),
    sentNotReceived: sent.filter((m) => !delivered.has(m.id)).map((m) => m.subject),
    notFromTheOutbox: [...delivered.keys()].filter((k) => k.startsWith("other ")),
    notSent: outbox.filter((m) => m.status !== "sent").map((m) => `${m.subject}: ${m.status}`),
    figures: {
      outbox: outbox.length,
      sent: sent.length,
      deliveredAgainWithTheSameMessageId: sent.filter((m) => (delivered.get(m.id) ?? 0) > 1).map((m) => m.subject),
      notFromTheOutbox: [...delivered.keys()].filter((k) => k.startsWith("other ")).length,
    },
  };
}

export type Cluster = {
  dir: string;
  url: string;
  balancerPort: number;
  statsPort: number;
  appPorts: number[];
  databaseUrl: string;
};

/**
 * `scripts/cluster.sh start` in `dir` (its own PostgreSQL, the instances, HAProxy on `port`), mail to
 * the SMTP sink on `smtpPort`; what it started, and the environment that stops it (`cluster("stop", env)`).
 */
export async function startCluster(
  dir: string,
  opts: { port: number; smtpPort: number; testRoutes: boolean; instances?: number },
): Promise<{ cluster: Cluster; env: NodeJS.ProcessEnv }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LAKBAY_CLUSTER_DIR: dir,
    LAKBAY_CLUSTER_PORT: String(opts.port),
    LAKBAY_CLUSTER_TEST_ROUTES: opts.testRoutes ? "1" : "0",
    LAKBAY_CLUSTER_NO_BUILD: process.env.LAKBAY_CLUSTER_NO_BUILD ?? "1",
    ...(opts.instances ? { LAKBAY_CLUSTER_INSTANCES: String(opts.instances) } : {}),
    SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}`,
    STAFF_EMAILS: "",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  await cluster("start", env);
  const state = readState(dir);
  const appPorts = Object.keys(state)
    .filter((k) => /^APP_PORT_\d+$/.test(k))
    .sort()
    .map((k) => Number(state[k]));
  return {
    cluster: {
      dir,
      url: state.APP_URL,
      balancerPort: Number(state.BALANCER_PORT),
      statsPort: Number(state.STATS_PORT),
      appPorts,
      databaseUrl: state.DATABASE_URL,
    },
    env,
  };
}

/**
 * A race for the last rooms of a night: `racers` travellers book the same room type at once, then pay
 * at once; rooms are taken when a stay is paid, so exactly `rooms` may win and the others are refunded
 * in full at once (409) or refused before any charge (402).
 */
export async function raceForLastRooms(db: Database, traveller: () => Client, told: Told, opts: { racers: number; rooms: number }) {
  const night = addDays(manilaToday(), 200);
  const racers = Array.from({ length: opts.racers }, () => traveller());
  const stay = {
    checkin: night,
    checkout: addDays(night, 1),
    occupancy: [{ room_no: 1, adult: 2, child: 0, child_age: [0] }],
    requiredCurrency: "PHP",
  };
  try {
    const search = await racers[0].post(`${HOTEL}/hotel-search-by-code`, { ...stay, hotelCodes: ["TAG004"] });
    const sessionId = search.json.data.sessionId as string;
    const rates = await racers[0].post(`${HOTEL}/room-rates`, { hotelId: "TAG004", sessionId });
    const room = (rates.json.data.roomRates.perBookingRates as { roomId: string; available: boolean }[]).find((r) => r.available);
    if (!room) throw new Error("the race's hotel has no room to race for");
    await db.db.insert(hotelRoomNight).values({ hotelId: "TAG004", roomId: room.roomId, night, units: opts.rooms, booked: 0 });
    const held = await Promise.all(
      racers.map((t) =>
        t.post(`${HOTEL}/book`, {
          hotelId: "TAG004",
          sessionId,
          roomId: room.roomId,
          guest: { ...guest, email: `racer-${t.address}@example.com` },
        }),
      ),
    );
    const references = held.map((r) => r.json?.data?.reference as string);
    for (const r of references) if (r) told.hotelsBooked.push(r);
    const paid = await Promise.all(
      racers.map((t, i) => t.post(`${HOTEL}/payment`, { reference: references[i], idempotencyKey: `race-${references[i]}`, ...card })),
    );
    const won = paid.filter((r) => r.status === 200 && r.json.data.status === "confirmed");
    for (const [i, r] of paid.entries()) if (won.includes(r)) told.hotelsPaid.push(references[i]);
    return {
      booked: held.filter((r) => r.status === 201).length,
      won: won.length,
      othersRefused: paid.filter((r) => !won.includes(r)).every((r) => r.status === 409 || r.status === 402),
      answers: paid.map((r) => `${r.status} ${r.json?.message ?? ""}`),
    };
  } finally {
    for (const t of racers) t.close();
  }
}
