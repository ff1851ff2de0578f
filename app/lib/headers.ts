import type { HeadersFunction } from "react-router";

/**
 * `headers` for pages whose actions can be rate limited: React Router carries Set-Cookie to the
 * document by itself, but other headers only when a route says so. A 429 keeps its Retry-After.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
