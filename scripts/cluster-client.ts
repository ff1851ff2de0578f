/**
 * The cluster test's HTTP client (scripts/cluster.test.ts): calls from a loopback address of its own
 * (127.x.y.z: Linux answers the whole 127/8 on the loopback interface), so that each simulated
 * traveller is its own client to the rate limits, seen by HAProxy and passed on in X-Forwarded-For,
 * as a real one would be. Every answer is recorded with its start and end times and the instance
 * that served it (HAProxy's X-Lakbay-Instance header), for the 5xx accounting.
 */
import http from "node:http";

// biome-ignore lint/suspicious/noExplicitAny: the test reads the API's JSON answers field by field
export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any };

export type Recorded = {
  method: string;
  path: string;
  port: number;
  status: number;
  /** The instance HAProxy sent it to (app1 …), when it said. */
  instance: string | null;
  error: string | null;
  start: number;
  end: number;
};

let next = 0;

/** A fresh loopback address, never 127.0.0.1 (kept for the scripts and HAProxy's checks). */
export function freshAddress(): string {
  next += 1;
  const n = next % (250 * 250);
  return `127.${1 + Math.floor(n / 250)}.${1 + (n % 250)}.${1 + Math.floor(next / (250 * 250))}`;
}

export type ClientOptions = { port: number; origin: string; log: Recorded[]; address?: string };

/** A traveller: one loopback address, one cookie jar, keep-alive connections. */
export function client(opts: ClientOptions) {
  const address = opts.address ?? freshAddress();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  const jar = new Map<string, string>();

  function cookieHeader(): string | undefined {
    return jar.size ? [...jar].map(([k, v]) => `${k}=${v}`).join("; ") : undefined;
  }

  function keepCookies(headers: http.IncomingHttpHeaders) {
    for (const line of headers["set-cookie"] ?? []) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  function request(
    method: string,
    path: string,
    body?: { json?: unknown; form?: Record<string, string> },
    extra: { port?: number; headers?: Record<string, string>; cookies?: boolean } = {},
  ): Promise<Answer> {
    const port = extra.port ?? opts.port;
    // The public Host (the balancer's) also when calling an instance directly, as HAProxy passes it on:
    // React Router refuses a form post whose Origin is not the request's own.
    const headers: Record<string, string> = {
      host: new URL(opts.origin).host,
      origin: opts.origin,
      accept: "application/json, text/html",
      ...extra.headers,
    };
    let payload: string | undefined;
    if (body?.json !== undefined) {
      payload = JSON.stringify(body.json);
      headers["content-type"] = "application/json";
    } else if (body?.form) {
      payload = new URLSearchParams(body.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const cookie = extra.cookies === false ? undefined : cookieHeader();
    if (cookie) headers.cookie = cookie;
    const record: Recorded = { method, path, port, status: 0, instance: null, error: null, start: Date.now(), end: 0 };
    opts.log.push(record);
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", (err) => {
          record.end = Date.now();
          record.error = err.message;
          reject(err);
        });
        res.on("end", () => {
          record.end = Date.now();
          record.status = res.statusCode ?? 0;
          const instance = res.headers["x-lakbay-instance"];
          record.instance = typeof instance === "string" && instance ? instance : null;
          if (extra.cookies !== false) keepCookies(res.headers);
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = null;
          if (/json/.test(String(res.headers["content-type"] ?? ""))) {
            try {
              json = JSON.parse(text);
            } catch {}
          }
          resolve({ status: record.status, headers: res.headers, text, json });
        });
      });
      req.on("timeout", () => req.destroy(new Error("timed out")));
      req.on("error", (err) => {
        record.end = Date.now();
        record.error = err.message;
        reject(err);
      });
      req.end(payload);
    });
  }

  return {
    address,
    jar,
    get: (path: string, extra?: Parameters<typeof request>[3]) => request("GET", path, undefined, extra),
    post: (path: string, json: unknown, extra?: Parameters<typeof request>[3]) => request("POST", path, { json }, extra),
    form: (path: string, form: Record<string, string>, extra?: Parameters<typeof request>[3]) => request("POST", path, { form }, extra),
    close: () => agent.destroy(),
  };
}

export type Client = ReturnType<typeof client>;
