/**
 * The blog's view counter: `POST /api/blog/views/:kind/:slug`, sent once by the post page after it
 * has loaded in a browser (pages themselves stay anonymous-cacheable; docs/decisions/016). Not
 * counted: crawlers (isbot on the User-Agent), a repeat from the same client address within 30
 * minutes, posts that are not public (the `content.countView` use case). Always answers 204 (or 400
 * for a malformed path), so a page learns nothing from it.
 */
import { Hono } from "hono";
import { isbot } from "isbot";
import { PostViewInput } from "../../contracts/content-inputs.ts";
import type { HostEnv } from "../host-env.ts";
import { anonymousCaller, invokeApi } from "./use-case-route.ts";
import { API_STATUS } from "./outcome.ts";

export { VIEW_CLIENT_RULE, VIEW_REPEAT_RULE } from "../../core/application/content.ts";

export function contentApi() {
  const api = new Hono<HostEnv>();
  api.post("/api/blog/views/:kind/:slug", async (c) => {
    const input = c.req.param();
    if (!PostViewInput.safeParse(input).success) return c.json({ message: "There is no such post.", errors: {} }, API_STATUS.invalid);
    const ua = c.req.header("user-agent") ?? "";
    if (!ua || isbot(ua)) return c.body(null, 204);
    const outcome = await invokeApi(c.var.services.apps.content.countView, input, anonymousCaller(c));
    return c.body(null, 204, outcome.ok && outcome.value.counted ? { "Cache-Control": "no-store" } : {});
  });
  return api;
}
