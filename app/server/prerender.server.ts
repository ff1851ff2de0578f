import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { FragmentRenderer } from "../components/layouts/prerendered.tsx";

/** More keys than the shell has fragments (a handful): a key that varies per request is a bug, not a workload. */
const MAX_FRAGMENTS = 64;

/**
 * The server's `Prerendered` renderer: each key's children rendered once with `renderToString` (which
 * writes the same markup, text separators included, as the streaming render does in place) and kept
 * for the life of the process. Beyond MAX_FRAGMENTS keys it starts again from empty rather than grow.
 */
export function createFragmentRenderer(render: (children: ReactNode) => string = renderToString): FragmentRenderer {
  const html = new Map<string, string>();
  return (cacheKey, children) => {
    let fragment = html.get(cacheKey);
    if (fragment === undefined) {
      fragment = render(children);
      if (html.size >= MAX_FRAGMENTS) html.clear();
      html.set(cacheKey, fragment);
    }
    return fragment;
  };
}
