/**
 * The transportation page's server code: the route planner through the `transport.route` use case
 * (core/application/transport.ts), the place lists and the tables (app/features/transport).
 */
import { data, type RouterContextProvider } from "react-router";
import { invoke } from "../../core/application/use-case.ts";
import { placeGroups, plannerFromQuery, transportTables } from "../features/transport/transport-page.server.ts";
import { services } from "../lib/session.server.ts";
import { anonymousCaller } from "./caller.server.ts";

export async function transportPage(context: Readonly<RouterContextProvider>, request: Request) {
  const { transportApp } = services(context);
  const planner = await plannerFromQuery(new URL(request.url).searchParams, (input) =>
    invoke(transportApp.route, input, anonymousCaller(context)),
  );
  return data({ ...planner, groups: placeGroups(), tables: transportTables() }, { status: planner.status });
}
