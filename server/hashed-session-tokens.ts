/**
 * Wraps better-auth's database adapter so that the session table holds only hashes of session tokens
 * (core/accounts/session-token.ts), invisibly to better-auth: a session is written with its token
 * hashed and handed back with the token itself (which goes into the cookie), and every look-up,
 * update or delete by token asks for the hash, answering with the token it was given. Transactions
 * get the same wrapping. Anything else passes through.
 */
import { hashSessionToken } from "../core/accounts/session-token.ts";

type Where = { field: string; value: unknown; operator?: string; connector?: string }[];
type Args = { model: string; where?: Where; data?: Record<string, unknown>; update?: Record<string, unknown> };
// better-auth's adapter type is internal to it; the methods we wrap take these arguments.
// biome-ignore lint/suspicious/noExplicitAny: the adapter's own signatures are generic over models
type Adapter = Record<string, any>;

const isSession = (args: Args) => args.model === "session";

/** The where clause with token values hashed, and a map hash → token to answer with. */
function hashWhere(where: Where | undefined): { where: Where | undefined; plain: Map<string, string> } {
  const plain = new Map<string, string>();
  const hash = (value: unknown) => {
    if (typeof value !== "string") return value;
    const hashed = hashSessionToken(value);
    plain.set(hashed, value);
    return hashed;
  };
  const mapped = where?.map((w) => (w.field === "token" ? { ...w, value: Array.isArray(w.value) ? w.value.map(hash) : hash(w.value) } : w));
  return { where: mapped, plain };
}

/** A row (or rows) read by token, with the token given in place of its hash. */
function restore<T>(rows: T, plain: Map<string, string>): T {
  const one = (row: unknown) => {
    if (!row || typeof row !== "object") return row;
    const token = (row as { token?: unknown }).token;
    return typeof token === "string" && plain.has(token) ? { ...row, token: plain.get(token) } : row;
  };
  return (Array.isArray(rows) ? rows.map(one) : one(rows)) as T;
}

function wrap(adapter: Adapter): Adapter {
  const byWhere =
    (method: string, restoreRows: boolean) =>
    async (args: Args): Promise<unknown> => {
      if (!isSession(args)) return adapter[method](args);
      const { where, plain } = hashWhere(args.where);
      const update =
        args.update && typeof args.update.token === "string" ? { ...args.update, token: hashSessionToken(args.update.token) } : args.update;
      const result = await adapter[method]({ ...args, where, ...(update ? { update } : {}) });
      return restoreRows ? restore(result, plain) : result;
    };
  return Object.assign(Object.create(Object.getPrototypeOf(adapter)), adapter, {
    async create(args: Args) {
      const token = args.data?.token;
      if (!isSession(args) || typeof token !== "string") return adapter.create(args);
      const row = await adapter.create({ ...args, data: { ...args.data, token: hashSessionToken(token) } });
      return row ? { ...row, token } : row;
    },
    findOne: byWhere("findOne", true),
    findMany: byWhere("findMany", true),
    count: byWhere("count", false),
    update: byWhere("update", true),
    updateMany: byWhere("updateMany", false),
    delete: byWhere("delete", false),
    deleteMany: byWhere("deleteMany", false),
    ...(typeof adapter.transaction === "function"
      ? { transaction: (cb: (trx: Adapter) => Promise<unknown>) => adapter.transaction((trx: Adapter) => cb(wrap(trx))) }
      : {}),
  });
}

/** better-auth's `database` option, with session tokens stored hashed. */
export function withHashedSessionTokens<F extends (options: never) => unknown>(factory: F): F {
  return ((options: never) => wrap(factory(options) as Adapter)) as F;
}
