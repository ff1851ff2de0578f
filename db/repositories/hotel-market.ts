/**
 * The market-size hotel dataset in the database (issue 26, migration 0020; docs/decisions/034-…):
 * loading it (`npm run db:market`, the bench's market mode), reading it back as the catalog app
 * instances build once at start, and the two indexed queries a search at this size would send if it
 * asked the database per request (by place, ordered by price; near a point by grid cell), kept for
 * the decision record's plans and tests.
 */
import { sql } from "drizzle-orm";
import { buildCatalog, type HotelCatalog } from "../../core/hotels/catalog.ts";
import type { Hotel } from "../../core/hotels/inventory.ts";
import { bookedNights, yearOfNights } from "../../core/hotels/market/availability.ts";
import { marketDestinations } from "../../core/hotels/market/provinces.ts";
import { cellsAround, gridCell } from "../../core/hotels/spatial-grid.ts";
import type { Db } from "../client.ts";

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** What a hotel's jsonb keeps: the hotel without its destination and area objects (their codes and names are columns). */
type StoredHotel = Omit<Hotel, "destination" | "area">;

function stored(h: Hotel): StoredHotel {
  const { destination: _d, area: _a, ...rest } = h;
  return rest;
}

const minRate = (h: Hotel) => Math.min(...h.rooms.map((r) => r.baseRatePesos));

export async function marketHotelCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from market_hotel`));
  return Number(row?.n ?? 0);
}

export type LoadReport = { hotels: number; roomNights: number; from: string; days: number };

/**
 * Writes the hotels and a year of their booked nights from `from`, in batches of unnest() arrays (one
 * statement per batch on both PGlite and PostgreSQL). Refuses a database that already holds market
 * hotels or any hotel booking: the dataset goes into a database of its own.
 */
export async function loadMarket(
  db: Db,
  hotels: readonly Hotel[],
  options: { from: string; days?: number; progress?: (message: string) => void },
): Promise<LoadReport> {
  const days = options.days ?? 365;
  if ((await marketHotelCount(db)) > 0) throw new Error("This database already holds the market dataset: load it into an empty one.");
  const [bookings] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from hotel_booking`));
  if (Number(bookings?.n ?? 0) > 0)
    throw new Error("This database holds hotel bookings: load the market dataset into a database of its own.");
  const HOTEL_BATCH = 2000;
  // Written in grid-cell order, so the hotels of a cell share heap pages: "near a point" reads a few
  // pages per cell instead of one per hotel (the table is read-only once loaded).
  const inCellOrder = [...hotels].sort(
    (a, b) => gridCell(a.latitude, a.longitude) - gridCell(b.latitude, b.longitude) || (a.hotelId < b.hotelId ? -1 : 1),
  );
  for (let i = 0; i < inCellOrder.length; i += HOTEL_BATCH) {
    const batch = inCellOrder.slice(i, i + HOTEL_BATCH);
    const rows = batch.map((h) => ({
      hotel_id: h.hotelId,
      destination: h.destination.code,
      area: h.area.name,
      star_rating: h.starRating,
      latitude: h.latitude,
      longitude: h.longitude,
      cell: gridCell(h.latitude, h.longitude),
      min_rate: minRate(h),
      hotel: stored(h),
    }));
    // One parameter per batch (a JSON array of rows), the same on PGlite and PostgreSQL.
    await db.execute(
      sql`insert into market_hotel select * from json_populate_recordset(null::market_hotel, ${JSON.stringify(rows)}::json)`,
    );
  }
  options.progress?.(`${hotels.length} hotels written`);
  const nights = yearOfNights(options.from, days);
  let roomNights = 0;
  let pending: ReturnType<typeof bookedNights> = [];
  const flush = async () => {
    if (!pending.length) return;
    const rows = pending;
    pending = [];
    const json = JSON.stringify(
      rows.map((r) => ({ hotel_id: r.hotelId, room_id: r.roomId, night: r.night, units: r.units, booked: r.booked })),
    );
    await db.execute(sql`insert into hotel_room_night select * from json_populate_recordset(null::hotel_room_night, ${json}::json)`);
    roomNights += rows.length;
  };
  for (const [i, h] of hotels.entries()) {
    pending.push(...bookedNights(h, nights));
    if (pending.length >= 20_000) await flush();
    if (i % 5000 === 4999) options.progress?.(`${i + 1} hotels' nights written (${roomNights} rows)`);
  }
  await flush();
  // Statistics for the planner, and the visibility map set now: otherwise autovacuum would vacuum
  // the 1.9 million fresh rows while the first travellers (or the bench) search.
  await db.execute(sql`vacuum (analyze) market_hotel`);
  await db.execute(sql`vacuum (analyze) hotel_room_night`);
  return { hotels: hotels.length, roomNights, from: options.from, days };
}

/**
 * The catalog of the market dataset, read once (every hotel with its rooms, ~30,000 rows, one
 * sequential read, in no order: searches sort their results), or null when this database holds none.
 */
export async function readMarketCatalog(db: Db): Promise<HotelCatalog | null> {
  const [any] = rowsOf<{ found: boolean }>(await db.execute(sql`select exists (select 1 from market_hotel) as found`));
  if (!any?.found) return null;
  const rows = rowsOf<{ destination: string; area: string; hotel: StoredHotel | string }>(
    await db.execute(sql`select destination, area, hotel from market_hotel`),
  );
  // One copy of each repeated string and list (room types, boards, amenity lists, photo paths): JSON
  // gives every hotel its own, about a third of the catalog's memory.
  const strings = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const str = (v: string) => {
    const known = strings.get(v);
    if (known !== undefined) return known;
    strings.set(v, v);
    return v;
  };
  const list = (v: string[]) => {
    const key = v.join("\u0000");
    const known = lists.get(key);
    if (known) return known;
    const own = v.map(str);
    lists.set(key, own);
    return own;
  };
  const destinations = marketDestinations(rows.length);
  const byCode = new Map(destinations.map((d) => [d.code, d]));
  const hotels: Hotel[] = [];
  for (const r of rows) {
    const destination = byCode.get(r.destination);
    const area = destination?.areas.find((a) => a.name === r.area);
    if (!destination || !area) throw new Error(`market_hotel: ${r.destination} / ${r.area} is not a province and town of provinces.json`);
    const doc = typeof r.hotel === "string" ? (JSON.parse(r.hotel) as StoredHotel) : r.hotel;
    hotels.push({
      ...doc,
      destination,
      area,
      propertyType: str(doc.propertyType) as Hotel["propertyType"],
      amenities: list(doc.amenities),
      photos: doc.photos.map((p) => ({ src: str(p.src), alt: p.alt })),
      checkInTime: str(doc.checkInTime),
      checkOutTime: str(doc.checkOutTime),
      rooms: doc.rooms.map((room) => ({
        ...room,
        roomType: str(room.roomType),
        bedType: str(room.bedType),
        board: str(room.board),
        amenities: list(room.amenities),
        description: str(room.description),
        photo: str(room.photo),
      })),
    });
  }
  return buildCatalog("market", hotels, destinations);
}

export type MarketRow = { hotelId: string; latitude: number; longitude: number; minRate: number };

/** A page of a town's hotels, cheapest first (market_hotel_place_idx: one index range, no sort). */
export async function hotelsInArea(db: Db, destination: string, area: string, limit = 20): Promise<MarketRow[]> {
  return rowsOf<MarketRow>(
    await db.execute(sql`
      select hotel_id as "hotelId", latitude, longitude, min_rate as "minRate"
        from market_hotel
       where destination = ${destination} and area = ${area}
       order by min_rate, hotel_id
       limit ${limit}`),
  );
}

/** Hotels within `radiusKm` of a point: the grid cells of its box by index, then the true distance. */
export async function hotelsNear(db: Db, latitude: number, longitude: number, radiusKm: number): Promise<(MarketRow & { km: number })[]> {
  // One array parameter ('{1,2,…}'), so the statement is the same whatever the number of cells.
  const cellList = `{${cellsAround(latitude, longitude, radiusKm).join(",")}}`;
  return rowsOf<MarketRow & { km: number }>(
    await db.execute(sql`
      select * from (
        select hotel_id as "hotelId", latitude, longitude, min_rate as "minRate",
               2 * 6371 * asin(sqrt(power(sin(radians(latitude - ${latitude}) / 2), 2)
                 + cos(radians(${latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${longitude}) / 2), 2))) as km
          from market_hotel
         where cell = any(${cellList}::int[])
      ) near
       where km <= ${radiusKm}
       order by km, "hotelId"`),
  );
}
