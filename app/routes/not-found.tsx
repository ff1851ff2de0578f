import { data } from "react-router";
import { pageStatus } from "../server/outcome.server.ts";

/** Any URL no other route claims: the 404 page, with status 404. */
export function loader() {
  throw data(null, { status: pageStatus("not_found") });
}

export async function action() {
  throw data(null, { status: pageStatus("not_found") });
}

export default function NotFound() {
  return null;
}
