import { data } from "react-router";

/** Any URL no other route claims: the 404 page, with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export async function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
