/** Blog and news as the pages receive them: the types live in contracts (core makes them). */
export type { PostSummary, PostView } from "../../../contracts/post-views.ts";
