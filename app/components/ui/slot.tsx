/**
 * What `asChild` renders: the one child element, with the slot's props merged in as Radix's Slot
 * merges them (the child's own props win; both event handlers run, the child's first; class names
 * join; styles merge; both refs are set). Ours, because Radix's weighs 2 KB gzipped on every page
 * with a button (decision 023).
 */
import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";
import { cn } from "../../lib/utils.ts";

type Props = Record<string, unknown> & { children?: ReactNode };

export function Slot({ children, ...slot }: Props) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const own = children.props;
  const merged: Record<string, unknown> = { ...slot, ...own };
  for (const [key, value] of Object.entries(slot)) {
    const mine = own[key];
    if (value === undefined || mine === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof mine === "function") {
      merged[key] = (...args: unknown[]) => {
        mine(...args);
        value(...args);
      };
    } else if (key === "className") merged[key] = cn(value as string, mine as string);
    else if (key === "style") merged[key] = { ...(value as object), ...(mine as object) };
    else if (key === "ref") merged[key] = bothRefs(value as Ref<unknown>, mine as Ref<unknown>);
  }
  return cloneElement(children, merged);
}

function bothRefs<T>(...refs: Ref<T>[]) {
  return (node: T) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}
