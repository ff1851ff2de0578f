/**
 * The transportation and local-map pages' server code: the route planner and the map's points
 * through the transport use cases (core/application/transport.ts), the place lists and the tables
 * (app/features/transport).
 */
import { data, type RouterContextProvider } from "react-router";
import { invoke } from "../../core/application/use-case.ts";
import { layersFromQuery } from "./local-map.server.ts";
import { placeGroups, plannerFromQuery, transportTables } from "./transport-page.server.ts";
import { services } from "./session.server.ts";
import { anonymousCaller } from "./caller.server.ts";
import { valueOrThrow } from "./outcome.server.ts";

export async function transportPage(context: Readonly<RouterContextProvider>, request: Request) {
  const { transport: transportApp } = services(context).apps;
  const planner = await plannerFromQuery(new URL(request.url).searchParams, (input) =>
    invoke(transportApp.route, input, anonymousCaller(context)),
  );
  return data({ ...planner, groups: placeGroups(), tables: transportTables() }, { status: planner.status });
}

/** The local map: the layers asked for (`?layer=`), their points, the hotels by destination and every layer's count. */
export async function localMapPage(context: Readonly<RouterContextProvider>, request: Request) {
  const layers = layersFromQuery(new URL(request.url).searchParams);
  const { points, hotelGroups, counts } = valueOrThrow(
    await invoke(services(context).apps.transport.mapPoints, { layers }, anonymousCaller(context)),
  );
  return { layers, markers: points, hotelGroups, counts };
}
