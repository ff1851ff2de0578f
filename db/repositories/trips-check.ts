/**
 * Whether an account has any flight or hotel booking, in one cheap read. The dashboard asks on every
 * visit and most accounts have none: the full booking loads run only when this says yes. Prepared
 * once on PGlite (db/pglite-prepared.ts), a named prepared statement on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { LITERAL_SAFE_KEY, pglitePrepared } from "../pglite-prepared.ts";

const QUERY = `select (exists (select 1 from flight_booking where user_id = $1) or exists (select 1 from hotel_booking where user_id = $1)) as "any"`;

export function createTripsCheck(db: Db): (userId: string) => Promise<boolean> {
  const prepared = pglitePrepared(db, QUERY);
  const viaDrizzle = async (userId: string) => {
    const result = await db.execute(
      sql`select (exists (select 1 from flight_booking where user_id = ${userId}) or exists (select 1 from hotel_booking where user_id = ${userId})) as "any"`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { any: boolean }[] }).rows) as { any: boolean }[];
    return rows[0]?.any === true;
  };
  if (!prepared) return viaDrizzle;
  return async (userId) => {
    if (!LITERAL_SAFE_KEY.test(userId)) return viaDrizzle(userId);
    const [row] = await prepared(userId);
    return row?.any === true;
  };
}
