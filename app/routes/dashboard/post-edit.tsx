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
import { accountMeta } from "../../components/forms/account-meta.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { requireStaff } from "../../server/session.server.ts";
import { type PostFormValues, savePostForm, staffPost } from "../../server/posts.server.ts";
import { cn } from "../../lib/utils.ts";
import { readForm } from "../../server/form-body.server.ts";

type Values = PostFormValues;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    matches,
    loaderData?.messages,
    loaderData?.post
      ? ["account.editor.titleEdit", "Edit: {title}", { title: loaderData.post.values.title }]
      : ["account.editor.titleNew", "New post"],
    ["account.editor.description", "Write and publish a blog post or travel news item."],
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const current = await requireStaff(context, request);
  const messages = accountMessages(request, "account.editor.", "account.posts.status.", "account.posts.category.");
  const id = "id" in params ? params.id : undefined;
  if (id === undefined) return { post: null, defaultAuthor: current.user.name, showNewer: false, messages };
  const post = await staffPost(context, request, id);
  // ?version=newer loads the content files' newer version into the form, to review and save.
  const showNewer = post.newerVersion !== null && new URL(request.url).searchParams.get("version") === "newer";
  return { defaultAuthor: current.user.name, post, showNewer, messages };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  await requireStaff(context, request);
  return savePostForm(context, request, form, "id" in params ? params.id : undefined);
}

export default function PostEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post, defaultAuthor, showNewer } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
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
          {t("account.editor.all")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">{post ? t("account.editor.headingEdit") : t("account.editor.headingNew")}</h1>
      {post ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t("account.editor.status")} <strong>{t(`account.posts.status.${post.status}`)}</strong>
          {post.publishAt && post.status !== "draft"
            ? t(post.status === "scheduled" ? "account.editor.goesLive" : "account.editor.publishedAt", {
                date: formatManilaDateTime(post.publishAt, locale),
              })
            : null}
          {post.live ? (
            <>
              {" · "}
              <Link to={post.url} className="text-brand-700 underline dark:text-brand-300">
                {t("account.editor.view")}
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
          <p className="font-semibold">{t("account.editor.newer")}</p>
          {showNewer ? (
            <p className="mt-1">
              {t("account.editor.newerLoaded.before")}{" "}
              <Link to={`/dashboard/posts/${post.id}`} className="text-brand-700 underline dark:text-brand-300">
                {t("account.editor.newerLoaded.link")}
              </Link>
              .
            </p>
          ) : (
            <p className="mt-1">
              {t("account.editor.newerKept.before")}{" "}
              <Link to="?version=newer" className="text-brand-700 underline dark:text-brand-300">
                {t("account.editor.newerKept.link")}
              </Link>{" "}
              {t("account.editor.newerKept.after")}
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
            label={t("account.editor.kind")}
            defaultValue={values.kind}
            options={[
              { value: "blog", label: t("account.editor.kind.blog") },
              { value: "news", label: t("account.editor.kind.news") },
            ]}
            errors={errors.kind}
          />
          <NativeSelect
            name="category"
            label={t("account.editor.category")}
            defaultValue={values.category}
            options={POST_CATEGORIES.map((c) => ({ value: c.slug, label: t(`account.posts.category.${c.slug}`) }))}
            errors={errors.category}
          />
        </div>
        <Field
          name="title"
          label={t("account.editor.title")}
          defaultValue={values.title}
          maxLength={POST_LIMITS.title}
          required
          errors={errors.title}
        />
        <Field
          name="slug"
          label={t("account.editor.slug")}
          defaultValue={values.slug}
          maxLength={POST_LIMITS.slug}
          required
          hint={t("account.editor.slugHint")}
          errors={errors.slug}
        />
        <TextArea
          name="summary"
          label={t("account.editor.summary")}
          rows={2}
          defaultValue={values.summary}
          errors={errors.summary}
          hint={t("account.editor.summaryHint")}
        />
        <Field
          name="author"
          label={t("account.editor.author")}
          defaultValue={values.author}
          maxLength={POST_LIMITS.author}
          required
          errors={errors.author}
        />
        <TextArea
          name="body"
          label={t("account.editor.body")}
          rows={18}
          mono
          defaultValue={values.body}
          errors={errors.body}
          hint={t("account.editor.bodyHint")}
        />
        <Field
          name="publishAt"
          type="datetime-local"
          label={t("account.editor.publishAt")}
          defaultValue={values.publishAt}
          hint={t("account.editor.publishAtHint")}
          errors={errors.publishAt}
        />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button type="submit" name="intent" value="preview" variant="secondary" pending={busy("preview")}>
            {t("account.editor.preview")}
          </Button>
          <Button type="submit" name="intent" value="save" variant="secondary" pending={busy("save")}>
            {post?.live || post?.status === "scheduled" ? t("account.editor.saveChanges") : t("account.editor.saveDraft")}
          </Button>
          <Button type="submit" name="intent" value="publish" pending={busy("publish")}>
            {post?.live ? t("account.editor.keepPublished") : t("account.editor.publish")}
          </Button>
          <Button type="submit" name="intent" value="schedule" variant="secondary" pending={busy("schedule")}>
            {t("account.editor.schedule")}
          </Button>
          {post && (post.status === "published" || post.status === "scheduled") ? (
            <Button type="submit" name="intent" value="unpublish" variant="danger" pending={busy("unpublish")}>
              {t("account.editor.unpublish")}
            </Button>
          ) : null}
        </div>
      </Form>
      {actionData?.preview ? (
        <section aria-labelledby="preview-heading" className="mt-10 rounded-xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {t("account.editor.previewHeading")}
          </h2>
          {/* Posts are written in English: marked so on a page in another language. */}
          <div lang={locale === "en" ? undefined : "en"}>
            <p className="mt-3 text-3xl font-bold tracking-tight">{values.title}</p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (core/content/markdown.ts) */}
            <div className="post-body mt-4" dangerouslySetInnerHTML={{ __html: actionData.preview }} />
          </div>
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
