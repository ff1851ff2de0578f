/**
 * The staff post editor's server code (/dashboard/posts, /new, /:id): the content application's
 * staff use cases (core/application/content-staff.ts), with the editor's answers: the form's values
 * back with the field messages, a redirect with a toast once saved.
 */
import { data, type RouterContextProvider } from "react-router";
import { CONTENT_MESSAGES, POST_INTENTS, type PostIntent } from "../../contracts/content.ts";
import type { FieldErrors } from "../../contracts/forms.ts";
import { formValues } from "../../contracts/forms.ts";
import { invoke } from "../../core/application/use-case.ts";
import { formatManilaDateTime } from "../lib/format.ts";
import { services } from "./session.server.ts";
import { redirectWithToast } from "./toast.server.ts";
import { pageCaller } from "./caller.server.ts";
import { pageStatus, valueOrThrow } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;

const FIELDS = ["kind", "title", "slug", "summary", "category", "author", "body", "publishAt"] as const;

/** The editor's fields as typed (or stored), so a refused save loses nothing. */
export type PostFormValues = Record<(typeof FIELDS)[number], string>;

const TOAST: Record<Exclude<PostIntent, "preview">, string> = {
  save: CONTENT_MESSAGES.saved,
  publish: CONTENT_MESSAGES.published,
  schedule: CONTENT_MESSAGES.scheduled,
  unpublish: CONTENT_MESSAGES.unpublished,
};

/** /dashboard/posts: every post with its status. */
export async function staffPosts(context: Ctx, request: Request) {
  const { content: contentApp } = services(context).apps;
  return { posts: valueOrThrow(await invoke(contentApp.staffPosts, {}, await pageCaller(context, request))) };
}

/** One post to edit (404 when unknown). */
export async function staffPost(context: Ctx, request: Request, id: string) {
  const { content: contentApp } = services(context).apps;
  return valueOrThrow(await invoke(contentApp.staffPost, { id }, await pageCaller(context, request)));
}

function refused(errors: FieldErrors, values: PostFormValues, status: number) {
  return data({ errors, values, preview: null }, { status });
}

/** The editor's buttons: preview, or save / publish / schedule / unpublish a new (`id` undefined) or existing post. */
export async function savePostForm(context: Ctx, request: Request, form: FormData, id: string | undefined) {
  const values = Object.fromEntries(FIELDS.map((k) => [k, String(form.get(k) ?? "")])) as PostFormValues;
  const intent = String(form.get("intent") ?? "");
  if (!(POST_INTENTS as readonly string[]).includes(intent))
    return refused({ form: ["Choose what to do: preview, save, publish, schedule or unpublish."] }, values, 400);
  const { content: contentApp } = services(context).apps;
  const caller = await pageCaller(context, request);
  if (intent === "preview") {
    const outcome = await invoke(contentApp.previewPost, formValues(form), caller);
    if (!outcome.ok) return refused(outcome.error.fields ?? { form: [outcome.error.message] }, values, pageStatus(outcome.error.code));
    return { errors: null, values, preview: outcome.value.html };
  }
  const input = { ...formValues(form), intent };
  const outcome =
    id === undefined ? await invoke(contentApp.createPost, input, caller) : await invoke(contentApp.editPost, { ...input, id }, caller);
  if (!outcome.ok) return refused(outcome.error.fields ?? { form: [outcome.error.message] }, values, pageStatus(outcome.error.code));
  const { id: savedId, publishAt, intent: done } = outcome.value;
  const toast =
    done === "schedule" && publishAt
      ? { title: TOAST.schedule, description: `It goes live on ${formatManilaDateTime(publishAt)}.` }
      : { title: TOAST[done] };
  return redirectWithToast(`/dashboard/posts/${savedId}`, toast);
}
