import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";

/**
 * Tabs (Radix): `value`/`onValueChange` or `defaultValue`. Keyboard: Tab
 * reaches the selected tab, Left/Right (Home/End) move between tabs and show
 * their panel, Tab again moves into the panel.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("w-full", className)} {...props} />;
}

/** The row of tabs; scrolls sideways on narrow phones instead of wrapping. Give it an aria-label. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 text-slate-600 [scrollbar-width:none] dark:bg-slate-800 dark:text-slate-300",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-10 shrink-0 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
        "hover:text-slate-900 disabled:pointer-events-none disabled:opacity-50 dark:hover:text-white",
        "data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm",
        "dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-brand-200",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4", className)} {...props} />;
}
