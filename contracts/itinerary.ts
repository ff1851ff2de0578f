/**
 * The itinerary planner's inputs at the edge: the plan state from a URL query or a form, and the save /
 * rename forms. Server-side only (zod); the pages build links with core/itinerary/planner.ts
 * `planToSearch`.
 */
import { z } from "zod";
import { ITINERARY_LIMITS, type PlanState } from "./itinerary-plan.ts";
import { hasForbiddenCharacters } from "./text.ts";

const id = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9-]+$/, "Unknown place.");

const stop = z
  .string()
  .regex(/^[a-z0-9-]{1,60}:\d{1,2}$/, "Each destination is written as slug:days.")
  .transform((s) => {
    const [slug, days] = s.split(":");
    return { slug, days: Number(days) };
  });

export const PlanSearchSchema = z.object({
  from: id,
  stops: z
    .string()
    .max(600, "Too many destinations.")
    .transform((s) => s.split(",").filter(Boolean))
    .pipe(
      z
        .array(stop)
        .min(1, "Pick at least one destination.")
        .max(ITINERARY_LIMITS.maxStops, `A plan can have at most ${ITINERARY_LIMITS.maxStops} destinations.`),
    ),
  order: z
    .string()
    .max(200)
    .regex(/^\d{1,2}(\.\d{1,2})*$/, "That day order is not valid.")
    .transform((s) => s.split(".").map(Number))
    .optional(),
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the first day as a real date.")
    .optional(),
});

/**
 * Reads a plan from URL parameters. `null` when the URL carries no plan at all (the empty builder);
 * errors per field when it carries a broken one.
 */
export function parsePlanSearch(
  params: URLSearchParams,
): { ok: true; state: PlanState } | { ok: false; errors: Record<string, string[]> } | null {
  if (!params.has("stops") && !params.has("from")) return null;
  const raw = {
    from: params.get("from") ?? "",
    stops: params.get("stops") ?? "",
    order: params.get("order") || undefined,
    start: params.get("start") || undefined,
  };
  const parsed = PlanSearchSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      (errors[key] ??= []).push(issue.message);
    }
    return { ok: false, errors };
  }
  return { ok: true, state: parsed.data };
}

/**
 * The builder form: one `days-<slug>` field per destination (0 = not going) plus `from` and `start`,
 * turned into plan URL parameters by the page.
 */
export function stopsFromBuilderForm(form: URLSearchParams, slugs: readonly string[]): { slug: string; days: number }[] {
  const stops: { slug: string; days: number }[] = [];
  for (const slug of slugs) {
    const v = form.get(`days-${slug}`);
    const days = v && /^\d{1,2}$/.test(v) ? Number(v) : 0;
    if (days > 0) stops.push({ slug, days });
  }
  return stops;
}

export const SavePlanSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Give your plan a name.")
    .max(120, "Keep the name under 120 characters.")
    .refine((s) => !hasForbiddenCharacters(s), "The name has characters we cannot keep."),
});

/** The itinerary use cases (core/application/travel.ts): a plan's state as its link carries it. */
export const PlanInput = PlanSearchSchema;

/** Save a plan under a name (signed in). */
export const SavePlanInput = SavePlanSchema.extend({ plan: PlanSearchSchema });

/** A saved plan of the signed-in traveller, by id. */
export const SavedPlanRef = z.object({ id: z.string().max(100) });

/** A plan shared by its link. */
export const SharedPlanRef = z.object({ token: z.string().max(100) });
