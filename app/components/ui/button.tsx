import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";
import { Slot } from "./slot.tsx";

const variants = {
  primary: "bg-brand-900 text-white hover:bg-brand-800 active:bg-brand-950 dark:bg-brand-300 dark:text-brand-950 dark:hover:bg-brand-200",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  danger: "bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500",
  link: "text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (a link, say) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button while a form is submitting. */
  pending?: boolean;
};

/** The one button: primary for the main action of a view, secondary and ghost for the rest. */
export function Button({ variant = "primary", size = "md", asChild, pending, className, children, disabled, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60",
        variant !== "link" && sizes[size],
        variants[variant],
        className,
      )}
      disabled={asChild ? undefined : disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {pending ? (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          ) : null}
          {children}
        </>
      )}
    </Comp>
  );
}
