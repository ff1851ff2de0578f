import { Link } from "react-router";
import type { Route } from "./+types/chatbot";
import { titleMeta } from "../../lib/meta.ts";
import { requireVerifiedSession } from "../../lib/session.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("My conversations");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireVerifiedSession(context, request);
  return null;
}

export default function Conversations() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">My conversations</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Your chats with the Lakbay travel assistant will be kept here.</p>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <p className="font-medium">No conversations yet</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">The travel assistant is coming soon.</p>
        <Link to="/chatbot-demo" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          About the assistant
        </Link>
      </div>
    </div>
  );
}
