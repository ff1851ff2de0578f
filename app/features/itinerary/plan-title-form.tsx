/** The form that names a plan: saving a new plan (the planner) and renaming a saved one share it. */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, type ButtonProps } from "../../components/ui/button.tsx";

export function PlanTitleForm({
  label,
  title,
  submit,
  variant,
  titleErrors,
  children,
}: {
  label: string;
  /** The name the field starts with. */
  title: string;
  submit: string;
  variant?: ButtonProps["variant"];
  titleErrors?: string[];
  /** Hidden fields, and messages for the whole form after the title's. */
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="title" className="block text-sm font-medium">
          {label}
        </label>
        <input
          id="title"
          name="title"
          required
          maxLength={120}
          defaultValue={title.slice(0, 120)}
          aria-invalid={titleErrors ? true : undefined}
          aria-describedby={titleErrors ? "title-error" : undefined}
          className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-950"
        />
      </div>
      <Button type="submit" variant={variant}>
        {submit}
      </Button>
      {titleErrors ? (
        <p id="title-error" className="w-full text-sm text-red-700 dark:text-red-400">
          {titleErrors[0]}
        </p>
      ) : null}
      {children}
    </Form>
  );
}
