import type { Route } from "./+types/inbox";
import { titleMeta } from "../../lib/meta.ts";
import { requireStaff } from "../../lib/session.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Contact inbox");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return null;
}

export default function Inbox() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">Contact inbox</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Messages sent through the contact page, for staff to answer.</p>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <p className="font-medium">No messages</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">New messages from the contact page will appear here.</p>
      </div>
    </div>
  );
}
