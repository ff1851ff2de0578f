import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";

/**
 * A pulsing placeholder block, hidden from screen readers. Size it with
 * className (e.g. "h-40 w-full"). Mark the region that is loading with
 * aria-busy="true" and give it a text alternative such as "Loading hotels…".
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800", className)}
      {...props}
    />
  );
}

/** Placeholder for a paragraph: `lines` bars, the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div aria-hidden="true" className={cn("space-y-2", className)}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} data-skeleton-line="" className={cn("h-4", index === count - 1 && count > 1 ? "w-3/5" : "w-full")} />
      ))}
    </div>
  );
}
