import type { ReactNode } from "react";
import { cn } from "../../lib/utils.ts";
import { ScrollRegion } from "./scroll-region.tsx";

export type ScrollTableProps = {
  /** The scroll region's name, e.g. "Tide table". */
  label: string;
  /** The table's caption; read by screen readers only unless `showCaption`. */
  caption?: ReactNode;
  showCaption?: boolean;
  /** The column headings, left to right. */
  columns: readonly ReactNode[];
  /** "boxed": a bordered table with a shaded head and lines between the rows (the transport tables). */
  variant?: "plain" | "boxed";
  /** Classes for the region (its margin) and for the table (a boxed table's minimum width). */
  className?: string;
  tableClassName?: string;
  /** The rows (`<tr>`s). */
  children: ReactNode;
};

const STYLES = {
  plain: { region: "", table: "min-w-full text-sm", head: undefined, th: "px-2 py-1 text-left", body: undefined },
  boxed: {
    region: "rounded-lg border border-slate-200 dark:border-slate-700",
    table: "w-full text-left text-sm",
    head: "bg-slate-50 dark:bg-slate-800",
    th: "px-3 py-2",
    body: "divide-y divide-slate-200 dark:divide-slate-700",
  },
} as const;

/** A table with column headings in a region that scrolls sideways on a narrow screen (see ScrollRegion). */
export function ScrollTable({
  label,
  caption,
  showCaption = false,
  columns,
  variant = "plain",
  className,
  tableClassName,
  children,
}: ScrollTableProps) {
  const style = STYLES[variant];
  return (
    <ScrollRegion label={label} className={cn(className, style.region)}>
      <table className={cn(style.table, tableClassName)}>
        {caption ? <caption className={showCaption ? "text-left font-medium" : "sr-only"}>{caption}</caption> : null}
        <thead className={style.head}>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the headings are fixed; their place is their identity.
              <th key={i} scope="col" className={style.th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={style.body}>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
