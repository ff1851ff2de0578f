/** The inputs of the safety use cases (core/application/safety.ts): advisories in force, PAGASA wind signals. */
import { z } from "./zod.ts";

export const SafetyAdvisoriesInput = z.object({
  /** The moment to check (ISO 8601 with an offset; default now). */
  at: z.iso.datetime({ offset: true, message: "Enter a date and time with an offset, e.g. 2026-11-25T09:00:00+08:00." }).optional(),
});

/** Nothing to give: the emergency numbers are the same for everyone. */
export const EmergencyNumbersInput = z.object({});

export const WindSignalsInput = z.object({
  /** One signal, 1 to 5 (default: all five). */
  signal: z.coerce.number().int().min(1, "A wind signal is 1 to 5.").max(5, "A wind signal is 1 to 5.").optional(),
});
