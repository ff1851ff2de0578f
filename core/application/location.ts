/**
 * The location application service (issue 18): where the caller's address is, roughly (the IP
 * look-up), and remembering the position the browser reported, on the account when signed in. The
 * API (server/api/location.ts) keeps the signed cookie and the spec's answer shapes at its edge.
 */
import { fail, ok } from "../../contracts/application.ts";
import { type IpLocation, LOCATION_MESSAGES, type SavedPosition } from "../../contracts/location.ts";
import { IpLookupInput, positionSchema } from "../../contracts/location-inputs.ts";
import type { IpLocator } from "../location/ip-lookup.ts";
import type { Logger } from "../shared/logger.ts";
import { defineUseCase } from "./use-case.ts";

export type LocationApplicationDeps = {
  ip: Pick<IpLocator, "locate">;
  /** The account's saved position (db/repositories/location-store.ts). */
  saved: { put(userId: string, position: SavedPosition): Promise<void>; get(userId: string): Promise<SavedPosition | null> };
  logger: Pick<Logger, "warn">;
  now?: () => number;
};

export function createLocationApplication(deps: LocationApplicationDeps) {
  const ipLookup = defineUseCase({
    name: "location.ipLookup",
    summary: "The country and approximate place of the caller's internet address",
    input: IpLookupInput,
    async run(_input, caller) {
      try {
        const found: IpLocation = await deps.ip.locate(caller.clientIp);
        return ok(found);
      } catch (err) {
        deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, "ip location failed");
        return fail("unavailable", LOCATION_MESSAGES.ipFailed, { reason: "location.ip_failed" });
      }
    },
  });

  const save = defineUseCase({
    name: "location.save",
    summary: "Remember the position the browser reported (on the account when signed in)",
    input: positionSchema(deps.now ?? Date.now),
    async run(position, caller) {
      if (caller.userId) await deps.saved.put(caller.userId, position);
      return ok({ ...position, savedTo: caller.userId ? ("account" as const) : ("session" as const) });
    },
  });

  /** The position kept on the caller's account (the pages read it when no cookie holds one); a guest has none. */
  const saved = defineUseCase({
    name: "location.saved",
    summary: "The position last saved on the caller's account, if any",
    input: IpLookupInput,
    run: async (_input, caller) => ok(caller.userId ? await deps.saved.get(caller.userId) : null),
  });

  return { ipLookup, save, saved };
}

export type LocationApplication = ReturnType<typeof createLocationApplication>;
