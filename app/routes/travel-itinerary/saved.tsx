/**
 * /travel-itinerary/:id — a saved plan, for its owner only (anyone else, and a wrong id, get the same
 * 404): reorder days, rename, share by a read-only link (or replace the link), print, delete.
 */
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/saved";
import { SavePlanSchema } from "../../../contracts/itinerary.ts";
import { parseForm } from "../../../contracts/forms.ts";
import { planToSearch } from "../../../contracts/itinerary-plan.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PlanTitleForm } from "../../features/itinerary/plan-title-form.tsx";
import { PlanView } from "../../features/itinerary/plan-view.tsx";
import { PrintButton, ShareLink } from "../../features/itinerary/plan-actions.tsx";
import { invalid } from "../../server/auth-actions.server.ts";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireSession } from "../../server/session.server.ts";
import { absoluteUrl, type EditPlan, editPlan, loadSavedPlan, ownPlanExists } from "../../server/travel.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";
import { createTranslator } from "../../../i18n/format.ts";
import { localizePath } from "../../../i18n/locales.ts";
import { requestLocale } from "../../server/language.server.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { pagesTranslator, pagesWords } from "../../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return [
    ...(loaderData ? titleMeta(loaderData.title, t("pages.itinerary.savedPlan.description")) : titleMeta("Saved plan")),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

const notFound = () => data({ message: "We could not find that plan." }, { status: pageStatus("not_found") });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireSession(context, request);
  const { saved, built } = await loadSavedPlan(context, request, params.id);
  return {
    messages: pagesWords(request, "pages.itinerary."),
    id: saved.id,
    title: saved.title,
    updatedAt: saved.updatedAt.toISOString(),
    plan: "plan" in built ? built.plan : null,
    problems: "problems" in built ? built.problems : [],
    shareUrl: absoluteUrl(context, request, localizePath(requestLocale(request), `/travel-itinerary/shared/${saved.shareToken}`)),
    editUrl: `/travel-itinerary?${planToSearch(saved.state)}`,
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), position: z.coerce.number().int().min(0).max(50), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("rename"), title: z.string() }),
  z.object({ intent: z.literal("new-link") }),
  z.object({ intent: z.literal("delete") }),
]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  await requireSession(context, request);
  // itinerary.edit: the owner's own plan only; anyone else's (or none) is a 404 whatever the form says.
  if (!(await ownPlanExists(context, request, params.id))) throw notFound();
  const parsed = parseForm(ActionSchema, form);
  const t = pagesTranslator(request);
  if (!parsed.ok) return invalid({ form: [t("pages.itinerary.savedPlan.unknownChange")] });
  const input = parsed.data;
  let change: EditPlan;
  if (input.intent === "rename") {
    const title = parseForm(SavePlanSchema, new URLSearchParams({ title: input.title }));
    if (!title.ok) return invalid(title.errors);
    change = { id: params.id, intent: "rename", title: title.data.title };
  } else change = { id: params.id, ...input };
  if (!(await editPlan(context, request, change))) throw notFound();
  switch (change.intent) {
    case "move":
      return {
        ok: true as const,
        message: t(change.direction === "up" ? "pages.itinerary.savedPlan.movedEarlier" : "pages.itinerary.savedPlan.movedLater", {
          n: change.position + 1,
        }),
      };
    case "rename":
      return { ok: true as const, message: t("pages.itinerary.savedPlan.renamed") };
    case "new-link":
      return { ok: true as const, message: t("pages.itinerary.savedPlan.newLink") };
    case "delete":
      throw redirect("/travel-itinerary");
  }
}

export default function SavedPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, updatedAt, plan, problems, shareUrl, editUrl } = loaderData;
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const message = actionData && "message" in actionData ? actionData.message : null;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm print:hidden">
        <Link to="/travel-itinerary" className="text-brand-700 underline underline-offset-4 dark:text-brand-200">
          ← {t("pages.itinerary.savedPlan.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("pages.itinerary.savedPlan.changed", { date: formatManilaDateTime(updatedAt, locale) })}
      </p>
      <p role="status" className="mt-2 text-sm text-emerald-800 dark:text-emerald-300">
        {message}
      </p>
      <FormAlert messages={errors.form} />

      <div className="mt-6 space-y-4 rounded-xl bg-slate-50 p-4 print:hidden dark:bg-slate-900">
        <ShareLink
          url={shareUrl}
          label={t("pages.itinerary.savedPlan.shareLabel")}
          copy={t("pages.itinerary.share.copy")}
          copied={t("pages.itinerary.share.copied")}
        />
        <div className="flex flex-wrap gap-2">
          <PrintButton label={t("pages.itinerary.print")} />
          <Form method="post">
            <input type="hidden" name="intent" value="new-link" />
            <Button type="submit" variant="secondary">
              {t("pages.itinerary.savedPlan.replaceLink")}
            </Button>
          </Form>
          <Button asChild variant="secondary">
            <Link to={editUrl}>{t("pages.itinerary.savedPlan.edit")}</Link>
          </Button>
        </div>
        <PlanTitleForm
          label={t("pages.itinerary.savedPlan.name")}
          title={title}
          submit={t("pages.itinerary.savedPlan.rename")}
          variant="secondary"
          titleErrors={errors.title}
        >
          <input type="hidden" name="intent" value="rename" />
        </PlanTitleForm>
      </div>

      <div className="mt-8">
        {plan ? (
          <PlanView
            plan={plan}
            w={{ t, locale }}
            controls={(position, last) => (
              <Form method="post" preventScrollReset className="flex gap-2">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="position" value={position} />
                {position > 0 ? (
                  <button
                    type="submit"
                    name="direction"
                    value="up"
                    className="rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-600"
                    aria-label={t("pages.itinerary.move.earlierLabel", { n: position + 1 })}
                  >
                    ↑ {t("pages.itinerary.move.earlier")}
                  </button>
                ) : null}
                {!last ? (
                  <button
                    type="submit"
                    name="direction"
                    value="down"
                    className="rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-600"
                    aria-label={t("pages.itinerary.move.laterLabel", { n: position + 1 })}
                  >
                    ↓ {t("pages.itinerary.move.later")}
                  </button>
                ) : null}
              </Form>
            )}
          />
        ) : (
          <FormAlert messages={problems} />
        )}
      </div>

      <Form method="post" className="mt-10 print:hidden">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" variant="danger">
          {t("pages.itinerary.savedPlan.delete")}
        </Button>
      </Form>
    </div>
  );
}
