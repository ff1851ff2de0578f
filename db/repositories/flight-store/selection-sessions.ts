/** The countdown of a selected fare (set / validate flight expiry). */
import { eq } from "drizzle-orm";
import type { FlightStore } from "../../../core/flights/store.ts";
import type { Db } from "../../client.ts";
import { flightSelectionSession } from "../../schema.ts";

export function selectionSessionStore(db: Db): Pick<FlightStore, "saveSelectionSession" | "getSelectionSession"> {
  return {
    async saveSelectionSession(s) {
      await db
        .insert(flightSelectionSession)
        .values({ id: s.id, fareSourceCode: s.fareSourceCode, expiresAt: s.expiresAt, createdAt: s.createdAt });
    },

    async getSelectionSession(id) {
      const [row] = await db.select().from(flightSelectionSession).where(eq(flightSelectionSession.id, id));
      return row ? { id: row.id, fareSourceCode: row.fareSourceCode, expiresAt: row.expiresAt, createdAt: row.createdAt } : null;
    },
  };
}
