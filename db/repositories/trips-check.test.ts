import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createTripsCheck } from "./trips-check.ts";

describe(`trips check (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.cleanup());

  it("says whether an account has any booking", async () => {
    const hasTrips = createTripsCheck(database.db);
    const now = new Date().toISOString();
    await database.db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u-trips', 'Ana', 'ana-trips@example.com', true, ${now}, ${now}), ('u-none', 'Ben', 'ben-trips@example.com', true, ${now}, ${now})`,
    );
    expect(await hasTrips("u-trips")).toBe(false);
    await database.db.execute(
      sql`insert into hotel_booking (id, reference, user_id, status, hotel_id, room_id, check_in, check_out, rooms, occupancy, guest_first_name, guest_last_name, guest_email, guest_phone, total, currency, policy)
          values (gen_random_uuid(), 'HTEST1', 'u-trips', 'confirmed', 'BOR001', 'R1', '2026-12-20', '2026-12-22', 1, '[]', 'Ana', 'Reyes', 'ana@example.com', '+639171234567', 100000, 'PHP', '{}')`,
    );
    expect(await hasTrips("u-trips")).toBe(true);
    expect(await hasTrips("u-none")).toBe(false);
    // Not a literal-safe key: the ordinary query answers.
    expect(await hasTrips("u'; drop table user; --")).toBe(false);
  });
});
