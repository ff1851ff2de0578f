/**
 * How an API route calls a use case: the caller from the request, and the API's own words for input
 * that does not fit the schema ("Some fields are not right.", with the field messages in `errors`),
 * as every route answered before the application layer.
 */
import type { Context } from "hono";
import type { Caller, Outcome } from "../../contracts/application.ts";
import type { z } from "../../contracts/zod.ts";
import { invoke, type UseCase } from "../../core/application/use-case.ts";
import { resolveSession } from "../guards.ts";
import type { HostEnv } from "../host-env.ts";
import { API_MESSAGES } from "./guards.ts";

/** The caller without looking up the session (reads that do not depend on who asks). */
export function anonymousCaller(c: Context<HostEnv>): Caller {
  return { userId: null, clientIp: c.var.clientIp };
}

/** The signed-in account (or none) and the client's address. */
export async function sessionCaller(c: Context<HostEnv>): Promise<Caller> {
  const session = await resolveSession(c.var.services.host, c.req.raw.headers);
  return { userId: session?.user.id ?? null, clientIp: c.var.clientIp, staff: session?.user.role === "staff" };
}

/** `invoke` (the body's only parse) with the API's words for input that does not fit. */
export function invokeApi<S extends z.ZodType, T>(useCase: UseCase<S, T>, raw: unknown, caller: Caller): Promise<Outcome<T>> {
  return invoke(useCase, raw, caller, { invalidMessage: API_MESSAGES.invalid });
}
