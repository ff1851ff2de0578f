import { data } from "react-router";
import type { Route } from "./+types/test-error";
import { services } from "../server/session.server.ts";
import { pageStatus } from "../server/outcome.server.ts";

/** Fails on purpose so the end-to-end suite can see the 500 page; exists only with E2E_TEST_ROUTES. */
export function loader({ context }: Route.LoaderArgs) {
  if (!services(context).host.env.testRoutes) throw data(null, { status: pageStatus("not_found") });
  throw new Error("Deliberate failure for the end-to-end suite");
}

export default function TestError() {
  return null;
}
