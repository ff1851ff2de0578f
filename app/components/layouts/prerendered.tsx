import { createContext, createElement, useContext, type JSX, type ReactNode } from "react";

/**
 * Server only (entry.server.tsx provides it): turns a static subtree into its HTML once per `cacheKey`
 * and remembers it. In the browser there is no provider and the subtree renders as usual.
 */
export type FragmentRenderer = (cacheKey: string, children: ReactNode) => string;

export const PrerenderContext = createContext<FragmentRenderer | null>(null);

type Props<T extends keyof JSX.IntrinsicElements> = {
  as: T;
  /**
   * Names everything the children depend on (e.g. `footer:${appName}:${year}`): the server renders the
   * children once per key, so two different subtrees must never share one.
   */
  cacheKey: string;
  children: ReactNode;
} & Omit<JSX.IntrinsicElements[T], "children" | "dangerouslySetInnerHTML">;

/**
 * A static part of the shell (the footer, the menus' link lists) that every page repeats. React would
 * render its elements again for every request — about a third of a signed-in page's rendering time —
 * so on the server the element's inner HTML comes from a string rendered once (decision 022).
 *
 * The children must be static for a given `cacheKey`: plain elements and `SiteLink`s, no hooks, no
 * `useId`, no React Router `<Link>` (it needs the router, which the one-off render does not have).
 * The string is exactly what React renders for the children in place (tested), so the browser
 * hydrates the same children against it without a mismatch.
 */
export function Prerendered<T extends keyof JSX.IntrinsicElements>({ as, cacheKey, children, ...props }: Props<T>) {
  const render = useContext(PrerenderContext);
  if (render === null) return createElement(as, props, children);
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: render(cacheKey, children) } });
}
