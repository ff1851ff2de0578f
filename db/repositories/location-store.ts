import { eq } from "drizzle-orm";
import type { SavedPosition } from "../../contracts/location.ts";
import type { Db } from "../client.ts";
import { userLocation } from "../schema.ts";

export type UserLocationStore = {
  get(userId: string): Promise<SavedPosition | null>;
  put(userId: string, position: SavedPosition): Promise<void>;
};

export function createUserLocationStore(db: Db): UserLocationStore {
  return {
    async get(userId) {
      const [row] = await db.select().from(userLocation).where(eq(userLocation.userId, userId)).limit(1);
      return row ? { latitude: row.latitude, longitude: row.longitude, timestamp: row.takenAt.getTime() } : null;
    },
    async put(userId, p) {
      const values = { latitude: p.latitude, longitude: p.longitude, takenAt: new Date(p.timestamp), updatedAt: new Date() };
      await db
        .insert(userLocation)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userLocation.userId, set: values });
    },
  };
}
