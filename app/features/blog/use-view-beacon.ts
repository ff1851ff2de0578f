import { useEffect } from "react";

/**
 * Counts one view of a post, from the browser, once the page has loaded (server/api/content.ts
 * decides whether it counts). The page itself stays the same for everyone and cacheable.
 */
export function useViewBeacon(kind: "blog" | "news", slug: string) {
  useEffect(() => {
    fetch(`/api/blog/views/${kind}/${encodeURIComponent(slug)}`, { method: "POST", keepalive: true, credentials: "omit" }).catch(() => {});
  }, [kind, slug]);
}
