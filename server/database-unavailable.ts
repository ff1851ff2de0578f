/** The host's reading of a fault: the database out of reach (db/errors.ts), for the page edge's 503. */
export { isDatabaseUnavailable } from "../db/errors.ts";
