/**
 * The travel-circuit pages' server code: the guides through the content use cases
 * (core/application/content.ts `content.guides`, `content.guide`); an unknown guide is the bare 404.
 */
import { data, type RouterContextProvider } from "react-router";
import { invoke } from "../../core/application/use-case.ts";
import { services } from "./session.server.ts";
import { airportList } from "./flights.server.ts";
import { anonymousCaller } from "./caller.server.ts";
import { pageStatus, valueOrThrow } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;

export async function guideList(context: Ctx) {
  return valueOrThrow(await invoke(services(context).apps.content.guides, {}, anonymousCaller(context)));
}

/** One guide with its airports' names; 404 for an unknown slug (never a 500). */
export async function guide(context: Ctx, slug: string) {
  const contentApp = services(context).apps.content;
  const known = new Map((await airportList(context)).map((a) => [a.code, a]));
  const outcome = await invoke(contentApp.guide, { slug }, anonymousCaller(context));
  if (!outcome.ok && (outcome.error.code === "not_found" || outcome.error.code === "invalid"))
    throw data(null, { status: pageStatus("not_found") });
  const found = valueOrThrow(outcome);
  const airports = found.access.airports.map((a) => {
    return { ...a, name: known.get(a.code)?.name ?? a.code };
  });
  return { guide: found, airports };
}
