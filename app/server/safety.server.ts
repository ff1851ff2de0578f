/** The safety page's server code: the advisories in force, through the safety use cases (services.safetyApp, shared with the assistant). */
import type { RouterContextProvider } from "react-router";
import { invoke } from "../../core/application/use-case.ts";
import { services } from "./session.server.ts";
import { anonymousCaller } from "./caller.server.ts";
import { valueOrThrow } from "./outcome.server.ts";

export async function advisoriesInForce(context: Readonly<RouterContextProvider>) {
  return valueOrThrow(await invoke(services(context).apps.safety.advisories, {}, anonymousCaller(context)));
}
