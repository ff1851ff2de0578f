import { expect, it } from "vitest";
import { here } from "./session.server.ts";

it("returns people to the page they were on, not to React Router's data URL", () => {
  expect(here(new Request("http://x/settings/profile"))).toBe("/settings/profile");
  expect(here(new Request("http://x/settings/profile.data"))).toBe("/settings/profile");
  expect(here(new Request("http://x/_root.data?_routes=root"))).toBe("/");
  expect(here(new Request("http://x/dashboard.data?index&_routes=routes%2Fdashboard"))).toBe("/dashboard");
  expect(here(new Request("http://x/flights/results?from=MNL&to=CEB"))).toBe("/flights/results?from=MNL&to=CEB");
});

it("looks the session up once per request, however many loaders ask", async () => {
  const { RouterContextProvider } = await import("react-router");
  const { requestContext } = await import("../../server/request-context.ts");
  const { getCurrentSession } = await import("./session.server.ts");
  let calls = 0;
  const fakeServices = {
    lookUpSession: async () => {
      calls++;
      return { session: { id: "s1" }, user: { id: "u1", name: "Ana", email: "ana@example.com", emailVerified: true, role: "staff" } };
    },
  };
  const make = () => {
    const context = new RouterContextProvider();
    context.set(requestContext, { services: { host: fakeServices } as never, requestId: "r", nonce: "n", clientIp: "127.0.0.1" });
    return context;
  };
  const request = new Request("http://x/dashboard");
  const one = make();
  const [a, b, c] = await Promise.all([getCurrentSession(one, request), getCurrentSession(one, request), getCurrentSession(one, request)]);
  expect(calls).toBe(1);
  expect(a).toBe(b);
  expect(c?.user).toMatchObject({ role: "staff", phoneCountry: "PH", phone: null });
  await getCurrentSession(make(), request);
  expect(calls).toBe(2);
});

async function lookUp(session: Record<string, unknown>, user: Record<string, unknown> = {}) {
  const { RouterContextProvider } = await import("react-router");
  const { requestContext } = await import("../../server/request-context.ts");
  const { getCurrentSession } = await import("./session.server.ts");
  const ended: string[] = [];
  const touched: string[] = [];
  const fakeServices = {
    lookUpSession: async () => ({
      session: { id: "s1", ...session },
      user: { id: "u1", name: "Ana", email: "ana@example.com", emailVerified: true, role: "user", createdAt: new Date(), ...user },
    }),
    sessions: { endSession: async (id: string) => void ended.push(id), touchSession: async (id: string) => void touched.push(id) },
  };
  const context = new RouterContextProvider();
  context.set(requestContext, { services: { host: fakeServices } as never, requestId: "r", nonce: "n", clientIp: "127.0.0.1" });
  return { current: await getCurrentSession(context, new Request("http://x/dashboard")), ended, touched };
}

const ago = (ms: number) => new Date(Date.now() - ms);
const MIN = 60_000;

it("ends a session left idle for 30 minutes, and one signed in more than 12 hours ago", async () => {
  const idle = await lookUp({ createdAt: ago(40 * MIN), lastSeenAt: ago(31 * MIN), expiresAt: ago(-MIN * 60 * 24), remember: false });
  expect(idle.current).toBeNull();
  expect(idle.ended).toEqual(["s1"]);
  const old = await lookUp({ createdAt: ago(13 * 60 * MIN), lastSeenAt: ago(MIN / 2), expiresAt: ago(-MIN * 60 * 24), remember: false });
  expect(old.current).toBeNull();
  const remembered = await lookUp({
    createdAt: ago(3 * 24 * 60 * MIN),
    lastSeenAt: ago(2 * 24 * 60 * MIN),
    expiresAt: ago(-MIN * 60 * 24 * 80),
    remember: true,
  });
  expect(remembered.current?.sessionId).toBe("s1");
  expect(remembered.touched).toEqual(["s1"]);
});

it("records activity at most once a minute", async () => {
  const quiet = await lookUp({ createdAt: ago(5 * MIN), lastSeenAt: ago(10_000), expiresAt: ago(-MIN * 60), remember: false });
  expect(quiet.current).not.toBeNull();
  expect(quiet.touched).toEqual([]);
});

it("staff rights need a verified address", async () => {
  const fresh = { createdAt: ago(MIN), lastSeenAt: ago(MIN), expiresAt: ago(-MIN * 60), remember: false };
  expect((await lookUp(fresh, { role: "staff", emailVerified: false })).current?.user.role).toBe("user");
  expect((await lookUp(fresh, { role: "staff", emailVerified: true })).current?.user.role).toBe("staff");
});
