/**
 * Loads the market-size dataset (issue 26: ~30,000 hotels over every province, their rooms and a
 * year of per-night availability; core/hotels/market/) into a database of its own:
 *
 *   npm run db:market -- --to DATA_DIR               # an embedded database (PGlite in DATA_DIR/pglite)
 *   npm run db:market -- --to postgres://user@host:5432/lakbay_market
 *
 * Options: --from YYYY-MM-DD (first night of the year of availability; default today in Manila),
 * --hotels N (default 30000). The target must be a new (or empty) database: the schema comes from
 * the project's migrations, and the load refuses one that already holds the dataset or any hotel
 * booking. Then start the app on it (DATA_DIR=… or DATABASE_URL=… npm start): its hotel search,
 * details and room rates use this dataset (docs/decisions/034-market-size.md); `npm start` without
 * those keeps the demo inventory. The generator is deterministic (seeded, no clock): two loads hold
 * the same hotels, and the same booked nights on the nights they share. Needs the development
 * dependencies (world-atlas for the land outline).
 *
 * Exit codes: 0 loaded; 2 usage; 3 the target already holds data; 1 anything else.
 */
import path from "node:path";
import { manilaToday } from "../contracts/hotels.ts";
import { openDatabase } from "../db/client.ts";
import { loadMarket, type LoadReport } from "../db/repositories/hotel-market.ts";
import { generateMarket, MARKET_HOTELS } from "../core/hotels/market/generate.ts";

const usage = "Usage: npm run db:market -- --to DATA_DIR|postgres://user@host:port/database [--from YYYY-MM-DD] [--hotels N]";

export async function loadMarketInto(
  to: string,
  options: { from?: string; hotels?: number; progress?: (line: string) => void } = {},
): Promise<LoadReport & { seconds: number }> {
  const started = Date.now();
  const log = options.progress ?? (() => {});
  const isUrl = /^postgres(ql)?:\/\//.test(to);
  const database = await openDatabase(isUrl ? { url: to } : { dataDir: path.join(path.resolve(to), "pglite") });
  try {
    log(`generating ${options.hotels ?? MARKET_HOTELS} hotels…`);
    const { hotels } = await generateMarket({ hotels: options.hotels });
    log(`${hotels.length} hotels generated in ${((Date.now() - started) / 1000).toFixed(1)} s; writing…`);
    const report = await loadMarket(database.db, hotels, { from: options.from ?? manilaToday(), progress: log });
    return { ...report, seconds: (Date.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const to = arg("--to");
  const from = arg("--from");
  const hotels = arg("--hotels");
  if (!to || (from && !/^\d{4}-\d{2}-\d{2}$/.test(from)) || (hotels && !/^\d+$/.test(hotels))) {
    console.error(usage);
    return 2;
  }
  if (!/^postgres(ql)?:\/\//.test(to) && path.resolve(to) === path.resolve("data")) {
    console.error("Refusing to load the market dataset into ./data, the demo's database: name another folder.");
    return 3;
  }
  try {
    const r = await loadMarketInto(to, { from, hotels: hotels ? Number(hotels) : undefined, progress: (l) => console.error(l) });
    console.log(
      `Loaded ${r.hotels} hotels and ${r.roomNights} booked room-nights (${r.days} nights from ${r.from}) in ${r.seconds.toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    const message = (error as Error).message;
    console.error(message);
    return /already holds|holds hotel bookings/.test(message) ? 3 : 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) process.exitCode = await main(process.argv.slice(2));
