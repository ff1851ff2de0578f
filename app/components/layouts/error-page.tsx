import { Link } from "react-router";
import { CIRCUITS } from "../../features/travel-circuits/circuits.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { pageTitle } from "../../lib/meta.ts";

/** The statuses with words of their own (`error.<status>.…` in each language's i18n catalogue, common.ts). */
const OWN = new Set([400, 403, 404, 413, 500]);

/** The 400, 403, 404, 413 and 500 pages (any other status reads like the nearest of them). */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useI18n();
  const kind = OWN.has(status) ? status : status >= 500 ? 500 : status === 403 || status === 401 ? 403 : 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <title>{pageTitle(t(`error.${kind}.title`))}</title>
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{t("error.label", { status: String(status) })}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t(`error.${kind}.heading`)}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{t(`error.${kind}.body`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
        >
          {t("error.home")}
        </Link>
        <Link
          to="/travel-circuits"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {t("error.circuits")}
        </Link>
      </div>
      {kind === 404 ? (
        <nav aria-labelledby="destinations-heading" className="mt-12 text-left">
          <h2 id="destinations-heading" className="text-center text-lg font-semibold">
            {t("nav.circuits")}
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
