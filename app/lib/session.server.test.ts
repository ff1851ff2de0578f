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
    context.set(requestContext, { services: fakeServices as never, requestId: "r", nonce: "n", clientIp: "127.0.0.1" });
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
