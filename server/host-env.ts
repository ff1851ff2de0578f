import type { RequestVariables } from "./middleware/request-log.ts";
import type { SecurityVariables } from "./middleware/security-headers.ts";
import type { EdgeServices } from "./services.ts";

/** What every Hono handler of the host finds on its context: the request's id and log, the CSP nonce, the services. */
export type HostVariables = RequestVariables & SecurityVariables & { services: EdgeServices };
export type HostEnv = { Variables: HostVariables };
