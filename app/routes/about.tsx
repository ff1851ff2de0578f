import type { Route } from "./+types/about";
import { titleMeta } from "../lib/meta.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("About", "Lakbay is a travel app made for the Philippines.");
}

export default function About() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">About Lakbay</h1>
      <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">
        <em>Lakbay</em> is Filipino for journey. We are building the travel app we wanted for our own trips around the 7,641 islands: fast
        pages, clear prices and the local knowledge big booking sites leave out.
      </p>
      <h2 className="mt-10 text-xl font-semibold">What we believe</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
        <li>A price is the price: taxes, fees and the Philippine travel tax shown before you pay, in pesos.</li>
        <li>Island trips depend on the sea. Tides, PAGASA typhoon signals and Coast Guard sailing rules belong next to your booking.</li>
        <li>Changing or cancelling is your right. Every booking can be managed from your dashboard, with the cost shown first.</li>
        <li>Pages should load quickly on a phone on a provincial mobile network.</li>
      </ul>
      <h2 className="mt-10 text-xl font-semibold">Times and money</h2>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        Times are shown in Philippine time (PHT, UTC+8) unless we say otherwise, and prices in Philippine pesos (₱, PHP).
      </p>
    </article>
  );
}
