/**
 * The sea and road legs of the network, each with its operators, typical time and the public sources
 * behind them, each source with its own date where it shows one. A time no source confirms is marked
 * `verified: false`; a leg whose newest source is more than three years old, or undated, is shown as
 * approximate too (freshness.ts).
 * Every leg runs both ways.
 *
 * Short hops between a town and its own port or airport that no source times are computed in
 * network.ts from the distance (and also marked unverified).
 *
 * The table is data: legs.json (sources by key, each leg and note naming the ones it rests on), read
 * once through a zod schema that also checks every source and place it names exists.
 */
import { z } from "zod";
import { loadDataFile } from "../shared/data-file.ts";
import data from "./legs.json" with { type: "json" };
import { PLACES } from "./places.ts";
import type { Leg, LocalTransportNote, Mode, Source } from "./types.ts";

const MODES = ["flight", "ferry", "boat", "bus", "van", "car"] as const satisfies readonly Mode[];
const minutes = z.number().int().positive();
const text = z.string().min(1);

const source = z
  .object({
    name: text,
    url: z.url().optional(),
    published: z
      .string()
      .regex(/^\d{4}(-\d{2}){0,2}$/)
      .optional(),
  })
  .strict() satisfies z.ZodType<Source>;

const leg = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    mode: z.enum(MODES),
    vehicle: text.optional(),
    from: text,
    to: text,
    minutes,
    range: z.tuple([minutes, minutes]).optional(),
    boardingMinutes: minutes.optional(),
    operators: z.array(text),
    frequency: text.optional(),
    note: text.optional(),
    sources: z.array(text).min(1),
    verified: z.boolean(),
  })
  .strict();

const note = z.object({ name: text, text, sources: z.array(text).min(1) }).strict();

const places = new Set(PLACES.map((p) => p.id));

const file = z
  .object({ sources: z.record(z.string(), source), legs: z.array(leg), localTransport: z.array(note) })
  .strict()
  .superRefine((d, ctx) => {
    const ids = new Set<string>();
    for (const [i, l] of d.legs.entries()) {
      if (ids.has(l.id)) ctx.addIssue({ code: "custom", path: ["legs", i, "id"], message: `${l.id} is there twice.` });
      ids.add(l.id);
      for (const end of ["from", "to"] as const) {
        if (!places.has(l[end])) ctx.addIssue({ code: "custom", path: ["legs", i, end], message: `No place ${l[end]}.` });
      }
    }
    for (const [list, rows] of [
      ["legs", d.legs],
      ["localTransport", d.localTransport],
    ] as const) {
      for (const [i, row] of rows.entries()) {
        for (const key of row.sources) {
          if (!(key in d.sources)) ctx.addIssue({ code: "custom", path: [list, i, "sources"], message: `No source ${key}.` });
        }
      }
    }
  })
  .transform((d) => {
    const cite = (keys: readonly string[]) => keys.map((key) => d.sources[key]);
    return {
      legs: d.legs.map((l): Leg => ({ ...l, sources: cite(l.sources) })),
      notes: d.localTransport.map((n): LocalTransportNote => ({ ...n, sources: cite(n.sources) })),
    };
  });

const network = loadDataFile("core/transport/legs.json", file, data);

/** Every sea and road leg (each runs both ways). */
export const SURFACE_LEGS: readonly Leg[] = network.legs;

/** Getting around once you arrive (the transportation page). */
export const LOCAL_TRANSPORT: readonly LocalTransportNote[] = network.notes;
