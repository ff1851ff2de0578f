import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";
import { useUiWords } from "./ui-words.ts";

/** Root: holds open state (`open`/`onOpenChange` or `defaultOpen`). */
export const Dialog = DialogPrimitive.Root;

/** The control that opens the dialog; use `asChild` to wrap a `Button`. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** Closes the dialog; use `asChild` to wrap a `Button` in the footer. */
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the × button in the corner (accessible name "Close"). Default true. */
  showCloseButton?: boolean;
  /** The × button's accessible name. Default "Close" in the page's language. */
  closeLabel?: string;
};

/**
 * A modal panel centred over a dimmed overlay. Focus moves into the panel,
 * stays there while it is open (Tab cycles), Escape or the × button closes it
 * and focus goes back to the trigger. Put a `DialogTitle` inside (and a
 * `DialogDescription` if there is a sentence to describe it).
 */
export function DialogContent({ className, children, showCloseButton = true, closeLabel, ...props }: DialogContentProps) {
  const { w } = useUiWords();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[1px] dark:bg-black/70" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            aria-label={closeLabel ?? w("ui.close", "Close")}
            className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
            </svg>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description block at the top of the panel. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("space-y-1.5 pr-10", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold tracking-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-slate-600 dark:text-slate-400", className)} {...props} />;
}

/** Actions row: stacked full-width on phones (primary on top), right-aligned from `sm`. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
