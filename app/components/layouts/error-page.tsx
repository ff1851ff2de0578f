import { Link } from "react-router";
import { CIRCUITS } from "../../features/travel-circuits/circuits.ts";
import { pageTitle } from "../../lib/meta.ts";

const COPY: Record<number, { title: string; heading: string; body: string }> = {
  400: {
    title: "Bad request",
    heading: "We could not read what was sent",
    body: "This page takes a form. Please go back and send it again from the page.",
  },
  413: {
    title: "Request too large",
    heading: "That request is too large",
    body: "Please go back and send a shorter form.",
  },
  403: {
    title: "Forbidden",
    heading: "You don't have access to this page",
    body: "This part of Lakbay is for staff. If you think you should see it, ask a Lakbay administrator.",
  },
  404: {
    title: "Page not found",
    heading: "We couldn't find that page",
    body: "The link may be old or mistyped. Start again from the home page, or pick a destination below.",
  },
  500: {
    title: "Something went wrong",
    heading: "Something went wrong on our side",
    body: "We've logged the problem. Please try again in a moment — your bookings and payments are safe.",
  },
};

/** The 400, 403, 404, 413 and 500 pages (any other status reads like the nearest of them). */
export function ErrorPage({ status }: { status: number }) {
  const copy = COPY[status] ?? (status >= 500 ? COPY[500] : status === 403 || status === 401 ? COPY[403] : COPY[404]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <title>{pageTitle(copy.title)}</title>
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{copy.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
        >
          Go to the home page
        </Link>
        <Link
          to="/travel-circuits"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Browse travel circuits
        </Link>
      </div>
      {copy === COPY[404] ? (
        <nav aria-labelledby="destinations-heading" className="mt-12 text-left">
          <h2 id="destinations-heading" className="text-center text-lg font-semibold">
            Travel circuits
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {CIRCUITS.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/travel-circuits/${c.slug}`}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-2 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  <span className="font-medium">{c.name}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{c.region}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
