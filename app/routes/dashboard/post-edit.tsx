/**
 * /dashboard/posts/new and /dashboard/posts/:id: staff write Markdown, preview it (rendered on the
 * server, no Markdown code in the browser), save a draft, publish now, schedule (Philippine time,
 * stored UTC) or unpublish. Staff only, in the loader and the action.
 */
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/post-edit";
import { POST_CATEGORIES, POST_LIMITS } from "../../../contracts/content.ts";
import type { FieldErrors } from "../../../contracts/forms.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, FieldError, FieldHint, inputClass, Label } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/select.tsx";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireStaff } from "../../server/session.server.ts";
import { type PostFormValues, savePostForm, staffPost } from "../../server/posts.server.ts";
import { cn } from "../../lib/utils.ts";
import { readForm } from "../../server/form-body.server.ts";

type Values = PostFormValues;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(
    loaderData?.post ? `Edit: ${loaderData.post.values.title}` : "New post",
    "Write and publish a blog post or travel news item.",
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const current = await requireStaff(context, request);
  const id = "id" in params ? params.id : undefined;
  if (id === undefined) return { post: null, defaultAuthor: current.user.name, showNewer: false };
  const post = await staffPost(context, request, id);
  // ?version=newer loads the content files' newer version into the form, to review and save.
  const showNewer = post.newerVersion !== null && new URL(request.url).searchParams.get("version") === "newer";
  return { defaultAuthor: current.user.name, post, showNewer };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  await requireStaff(context, request);
  return savePostForm(context, request, form, "id" in params ? params.id : undefined);
}

const STATUS_TEXT = { draft: "Draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" } as const;

export default function PostEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post, defaultAuthor, showNewer } = loaderData;
  const stored = post && showNewer && post.newerVersion ? { ...post.values, ...post.newerVersion } : post?.values;
  const values: Values = actionData?.values ??
    stored ?? {
      kind: "blog",
      title: "",
      slug: "",
      summary: "",
      category: "planning",
      author: defaultAuthor,
      body: "",
      publishAt: "",
    };
  const errors: FieldErrors = actionData?.errors ?? {};
  const navigation = useNavigation();
  const location = useLocation();
  const busy = (name: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === name;
  return (
    <div>
      <p className="text-sm">
        <Link to="/dashboard/posts" className="text-brand-700 hover:underline dark:text-brand-300">
          ← All posts
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">{post ? "Edit post" : "New post"}</h1>
      {post ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Status: <strong>{STATUS_TEXT[post.status]}</strong>
          {post.publishAt && post.status !== "draft"
            ? ` · ${post.status === "scheduled" ? "goes live" : "published"} ${formatManilaDateTime(post.publishAt)}`
            : null}
          {post.live ? (
            <>
              {" · "}
              <Link to={post.url} className="text-brand-700 underline dark:text-brand-300">
                View on the site
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {post?.newerVersion ? (
        <div
          data-testid="newer-version"
          className="mt-4 rounded-xl border-l-4 border-amber-500 bg-amber-50 p-4 text-sm dark:border-amber-400 dark:bg-amber-950/40"
        >
          <p className="font-semibold">A newer version of this post is available.</p>
          {showNewer ? (
            <p className="mt-1">
              The newer version from Lakbay&apos;s content files is loaded below. Save or publish to use it, or{" "}
              <Link to={`/dashboard/posts/${post.id}`} className="text-brand-700 underline dark:text-brand-300">
                go back to your edited text
              </Link>
              .
            </p>
          ) : (
            <p className="mt-1">
              Lakbay&apos;s content files have a corrected version of this post; yours was edited here, so it was kept.{" "}
              <Link to="?version=newer" className="text-brand-700 underline dark:text-brand-300">
                Load the newer version into the editor
              </Link>{" "}
              to compare and save it.
            </p>
          )}
        </div>
      ) : null}
      <div className="mt-4">
        <FormAlert messages={errors.form} />
      </div>
      {/* The values shown are what was last submitted (or stored), so a refused save loses nothing. */}
      <Form
        method="post"
        noValidate
        className="mt-4 space-y-5"
        key={actionData ? "submitted" : `${location.key}${showNewer ? "-newer" : ""}`}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NativeSelect
            name="kind"
            label="Kind"
            defaultValue={values.kind}
            options={[
              { value: "blog", label: "Blog post" },
              { value: "news", label: "Travel news" },
            ]}
            errors={errors.kind}
          />
          <NativeSelect
            name="category"
            label="Category"
            defaultValue={values.category}
            options={POST_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))}
            errors={errors.category}
          />
        </div>
        <Field name="title" label="Title" defaultValue={values.title} maxLength={POST_LIMITS.title} required errors={errors.title} />
        <Field
          name="slug"
          label="Slug"
          defaultValue={values.slug}
          maxLength={POST_LIMITS.slug}
          required
          hint="The end of the address, e.g. ferry-tips-visayas (lower-case letters, digits and hyphens)."
          errors={errors.slug}
        />
        <TextArea
          name="summary"
          label="Summary"
          rows={2}
          defaultValue={values.summary}
          errors={errors.summary}
          hint="One or two sentences: shown in lists, search results and the feed."
        />
        <Field name="author" label="Author" defaultValue={values.author} maxLength={POST_LIMITS.author} required errors={errors.author} />
        <TextArea
          name="body"
          label="Body (Markdown)"
          rows={18}
          mono
          defaultValue={values.body}
          errors={errors.body}
          hint="Headings (##), lists, links, **bold**, tables. Images only from this site's own paths. Scripts and raw HTML widgets are removed."
        />
        <Field
          name="publishAt"
          type="datetime-local"
          label="Publish at (Philippine time)"
          defaultValue={values.publishAt}
          hint="Only for “Schedule”. Philippine time (UTC+8)."
          errors={errors.publishAt}
        />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button type="submit" name="intent" value="preview" variant="secondary" pending={busy("preview")}>
            Preview
          </Button>
          <Button type="submit" name="intent" value="save" variant="secondary" pending={busy("save")}>
            {post?.live || post?.status === "scheduled" ? "Save changes" : "Save draft"}
          </Button>
          <Button type="submit" name="intent" value="publish" pending={busy("publish")}>
            {post?.live ? "Save and keep published" : "Publish now"}
          </Button>
          <Button type="submit" name="intent" value="schedule" variant="secondary" pending={busy("schedule")}>
            Schedule
          </Button>
          {post && (post.status === "published" || post.status === "scheduled") ? (
            <Button type="submit" name="intent" value="unpublish" variant="danger" pending={busy("unpublish")}>
              Unpublish
            </Button>
          ) : null}
        </div>
      </Form>
      {actionData?.preview ? (
        <section aria-labelledby="preview-heading" className="mt-10 rounded-xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            Preview (not saved)
          </h2>
          <p className="mt-3 text-3xl font-bold tracking-tight">{values.title}</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (core/content/markdown.ts) */}
          <div className="post-body mt-4" dangerouslySetInnerHTML={{ __html: actionData.preview }} />
        </section>
      ) : null}
    </div>
  );
}

function TextArea({
  name,
  label,
  rows,
  defaultValue,
  errors,
  hint,
  mono,
}: {
  name: string;
  label: string;
  rows: number;
  defaultValue: string;
  errors?: string[];
  hint?: string;
  mono?: boolean;
}) {
  const id = `post-${name}`;
  const described = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described}
        className={cn(inputClass, "mt-1 h-auto py-2", mono && "font-mono text-sm")}
      />
      <FieldHint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
