import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireSession } from "../../server/session.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSession(context, request);
  return redirect("/settings/profile");
}
