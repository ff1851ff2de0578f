/**
 * The itinerary pages' server code: adapts the travel application (core/application/travel.ts), composed
 * once in the composition root (services.travelApp, shared with the assistant), to the pages.
 * Absolute links use the site's address.
 */
import { data, type RouterContextProvider } from "react-router";
import { formValues } from "../../contracts/forms.ts";
import type { PlanState } from "../../contracts/itinerary-plan.ts";
import { type EditPlanInput, GUIDES_PLANNER, type TravelApplication } from "../../core/application/travel.ts";
import { invoke } from "../../core/application/use-case.ts";
import { ITINERARY_MESSAGES } from "../../core/itinerary/itinerary-service.ts";
import { type ItineraryPlanner, planOf } from "../../core/itinerary/planner-deps.ts";
import { services } from "./session.server.ts";
import { anonymousCaller, pageCaller } from "./caller.server.ts";
import { pageStatus, valueOrThrow } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;

export function travelApp(context: Ctx): TravelApplication {
  return services(context).apps.travel;
}

export function planner(_context?: Ctx): ItineraryPlanner {
  return GUIDES_PLANNER;
}

/** The plan of a state, or the problems that stop it. */
export function planFor(_context: Ctx, state: PlanState) {
  return planOf(state, GUIDES_PLANNER);
}

export function absoluteUrl(context: Ctx, request: Request, path: string): string {
  const base = services(context).host.env.appUrl || new URL(request.url).origin;
  return new URL(path, base).toString();
}

/** The signed-in traveller's newest saved plans for the planner's side list. */
export async function savedPlanList(context: Ctx, request: Request) {
  const outcome = await invoke(travelApp(context).list, {}, await pageCaller(context, request));
  return outcome.ok ? outcome.value.map((p) => ({ id: p.id, title: p.title, updatedAt: p.updatedAt.toISOString() })) : null;
}

/**
 * Saves the plan of the link (`params`) under the form's title: the new plan's id, or the refusal
 * (the title's messages; any other problem as the form's message, 422 when the plan cannot be kept).
 */
export async function savePlan(
  context: Ctx,
  request: Request,
  form: FormData | URLSearchParams,
  params: URLSearchParams,
): Promise<{ id: string } | { status: number; errors: Record<string, string[]> }> {
  const plan = {
    from: params.get("from") ?? "",
    stops: params.get("stops") ?? "",
    order: params.get("order") || undefined,
    start: params.get("start") || undefined,
  };
  const outcome = await invoke(travelApp(context).save, { title: formValues(form).title, plan }, await pageCaller(context, request));
  if (outcome.ok) return { id: outcome.value.id };
  const { code, message, fields } = outcome.error;
  if (fields?.title) return { status: pageStatus("invalid"), errors: { title: fields.title } };
  if (fields) return { status: pageStatus("invalid"), errors: { form: [ITINERARY_MESSAGES.invalid] } };
  return { status: pageStatus(code === "invalid" || code === "conflict" ? "unprocessable" : code), errors: { form: [message] } };
}

/** An own saved plan laid out; 404 when it is not the traveller's (or gone). */
export async function loadSavedPlan(context: Ctx, request: Request, id: string) {
  const outcome = await invoke(travelApp(context).saved, { id }, await pageCaller(context, request));
  if (!outcome.ok) throw data({ message: outcome.error.message }, { status: pageStatus(outcome.error.code) });
  return outcome.value;
}

/** A shared plan laid out; 404 with its message when the link does not work. */
export async function loadSharedPlan(context: Ctx, token: string) {
  return valueOrThrow(await invoke(travelApp(context).shared, { token }, anonymousCaller(context)));
}

/** Whether `id` is one of the signed-in traveller's own saved plans (itinerary.saved). */
export async function ownPlanExists(context: Ctx, request: Request, id: string): Promise<boolean> {
  return (await invoke(travelApp(context).saved, { id }, await pageCaller(context, request))).ok;
}

export type EditPlan = EditPlanInput;

/** A change to an own saved plan (itinerary.edit): true when made, false when the plan is not the traveller's. */
export async function editPlan(context: Ctx, request: Request, change: EditPlan): Promise<boolean> {
  const outcome = await invoke(travelApp(context).edit, change, await pageCaller(context, request));
  if (outcome.ok) return true;
  if (outcome.error.code === "not_found") return false;
  return valueOrThrow(outcome);
}
