/**
 * A use case: one named operation of a domain with its input schema. Pages, the JSON API and the
 * assistant all call `invoke`, which parses the raw input with the schema (so every edge validates
 * the same way, with the same messages) and then runs it.
 *
 *   export const searchHotels = defineUseCase({
 *     name: "hotels.search",
 *     summary: "Hotels in a destination for dates and guests, cheapest first",
 *     input: HotelSearchInput,
 *     run: (input, caller) => …,
 *   });
 *   const outcome = await invoke(searchHotels, body, caller);
 */
import { type Caller, fail, type Outcome } from "../../contracts/application.ts";
import { fieldErrors } from "../../contracts/forms.ts";
import type { z } from "../../contracts/zod.ts";

export type UseCase<S extends z.ZodType, T> = {
  /** "domain.operation", e.g. "flights.search": the assistant's tool name. */
  name: string;
  /** One sentence: what it does (the assistant's tool description). */
  summary: string;
  input: S;
  run(input: z.output<S>, caller: Caller): Promise<Outcome<T>>;
};

export function defineUseCase<S extends z.ZodType, T>(definition: UseCase<S, T>): UseCase<S, T> {
  return definition;
}

/** The message when the input as a whole does not fit the schema. */
export const INVALID_INPUT_MESSAGE = "Please check the highlighted fields.";

/**
 * Parses `raw` with the use case's schema (the request's only parse) and runs it. Input that does not
 * fit is `invalid` with the field messages, and as its message the first of them, or the edge's own
 * words (`options.invalidMessage`: the JSON API says "Some fields are not right.").
 */
export async function invoke<S extends z.ZodType, T>(
  useCase: UseCase<S, T>,
  raw: unknown,
  caller: Caller,
  options: { invalidMessage?: string } = {},
): Promise<Outcome<T>> {
  const parsed = useCase.input.safeParse(raw);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const first = Object.values(fields)[0]?.[0];
    return fail("invalid", options.invalidMessage ?? first ?? INVALID_INPUT_MESSAGE, { fields, reason: "input.invalid" });
  }
  return useCase.run(parsed.data, caller);
}

/** Any use case, for lists of them (the assistant's tools). */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds use cases of every input and result type.
export type AnyUseCase = UseCase<z.ZodType, any>;
