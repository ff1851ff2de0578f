/** Column helpers every part of the schema shares (a leaf: it imports no table). */
import { customType } from "drizzle-orm/pg-core";

/** `timestamptz`: every time in the database is UTC. */
export const tz = { withTimezone: true } as const;

/** Bytes: Uint8Array in, Uint8Array out (node-postgres answers Buffers, PGlite Uint8Arrays). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});
