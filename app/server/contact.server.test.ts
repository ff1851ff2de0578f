/**
 * Staff only, checked in each loader and action itself: the inbox and a message answer 403 to a
 * signed-in traveller, for a page request and for React Router's `.data` request alike (which skips
 * the dashboard layout), send guests to the login page, and change nothing.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema.ts";
import { requestContext } from "../../server/request-context.ts";
import type { EdgeServices } from "../../server/services.ts";
import { type HttpTestApp, openHttpTestApp } from "../../server/test-http-app.ts";
import * as inboxRoute from "../routes/dashboard/inbox.tsx";
import * as messageRoute from "../routes/dashboard/inbox-message.tsx";
import * as contactRoute from "../routes/contact.tsx";

let t: HttpTestApp;
let messageId: string;

type Who = "guest" | "traveller" | "staff";

function contextFor(who: Who) {
  const users = {
    traveller: { id: "u-traveller", name: "Demo Traveller", email: "demo@example.com", emailVerified: true, role: "user" },
    staff: { id: "u-staff", name: "Ana Staff", email: "ana@lakbay.example", emailVerified: true, role: "staff" },
  };
  const lookUpSession = async () =>
    who === "guest"
      ? null
      : {
          session: { id: `s-${who}`, createdAt: new Date(), lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) },
          user: { ...users[who], createdAt: new Date() },
        };
  const services = { apps: t.services.apps, host: { ...t.services.host, lookUpSession } } as unknown as EdgeServices;
  const context = new RouterContextProvider();
  context.set(requestContext, { services, requestId: "r", nonce: "n", clientIp: "198.51.100.9" });
  return context;
}

async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null; value?: unknown }> {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
    const init = (value as { init?: { status?: number } } | null)?.init;
    return { status: init?.status ?? 200, value: (value as { data?: unknown })?.data ?? value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const e = thrown as { init?: { status?: number }; data?: unknown };
    if (e?.init?.status) return { status: e.init.status, value: e.data };
    throw thrown;
  }
}

function post(url: string, fields: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

beforeAll(async () => {
  t = await openHttpTestApp();
  await t.services.database.db.insert(user).values([
    { id: "u-staff", name: "Ana Staff", email: "ana@lakbay.example", emailVerified: true, role: "staff" },
    { id: "u-traveller", name: "Demo Traveller", email: "demo@example.com", emailVerified: true, role: "user" },
  ]);
  const sent = await t.services.contact.submit(
    {
      name: "Maria",
      email: "maria@example.com",
      subject: "Late check-in",
      message: "We arrive at midnight, is that fine?",
      bookingReference: null,
      honeypot: false,
    },
    { clientIp: "198.51.100.1", userId: null },
  );
  if (sent.status !== "accepted") throw new Error("not stored");
  messageId = (await t.services.contact.list("open"))[0].id;
});
afterAll(() => t?.close());

describe("the contact inbox is for staff", () => {
  const urls = () => ({
    inbox: ["http://x/dashboard/inbox", "http://x/dashboard/inbox.data?_routes=routes%2Fdashboard%2Finbox"],
    message: [
      `http://x/dashboard/inbox/${messageId}`,
      `http://x/dashboard/inbox/${messageId}.data?_routes=routes%2Fdashboard%2Finbox-message`,
    ],
  });

  it("answers 403 to a traveller, for pages and .data requests, and does not mark the message read", async () => {
    for (const url of urls().inbox) {
      expect(
        (await outcome(() => inboxRoute.loader({ request: new Request(url), context: contextFor("traveller"), params: {} } as never)))
          .status,
      ).toBe(403);
    }
    for (const url of urls().message) {
      const res = await outcome(() =>
        messageRoute.loader({ request: new Request(url), context: contextFor("traveller"), params: { id: messageId } } as never),
      );
      expect(res.status).toBe(403);
    }
    expect((await t.services.contact.list("new")).map((m) => m.id)).toContain(messageId);
  });

  it("refuses a traveller's actions (reply, archive) with 403 and changes nothing", async () => {
    const attempts: Record<string, string>[] = [
      { intent: "reply", body: "Hello from a stranger" },
      { intent: "archive" },
      { intent: "mark-unread" },
    ];
    for (const fields of attempts) {
      const res = await outcome(() =>
        messageRoute.action({
          request: post(`http://x/dashboard/inbox/${messageId}.data`, fields),
          context: contextFor("traveller"),
          params: { id: messageId },
        } as never),
      );
      expect(res.status).toBe(403);
    }
    const thread = await t.services.contact.list("new");
    expect(thread.find((m) => m.id === messageId)).toMatchObject({ status: "new", replies: 0 });
  });

  it("sends a guest to the login page", async () => {
    const res = await outcome(() =>
      inboxRoute.loader({ request: new Request(urls().inbox[0]), context: contextFor("guest"), params: {} } as never),
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe("/login?redirectTo=%2Fdashboard%2Finbox");
  });

  it("lets staff list, open (marking read), reply and archive; a bad id or intent is a clear 4xx", async () => {
    const list = await outcome(() =>
      inboxRoute.loader({ request: new Request(urls().inbox[1]), context: contextFor("staff"), params: {} } as never),
    );
    expect(list.status).toBe(200);
    expect((list.value as { counts: { new: number } }).counts.new).toBeGreaterThan(0);

    const opened = await outcome(() =>
      messageRoute.loader({ request: new Request(urls().message[0]), context: contextFor("staff"), params: { id: messageId } } as never),
    );
    expect((opened.value as { message: { status: string } }).message.status).toBe("read");

    const empty = await outcome(() =>
      messageRoute.action({
        request: post(urls().message[0], { intent: "reply", body: " " }),
        context: contextFor("staff"),
        params: { id: messageId },
      } as never),
    );
    expect(empty).toMatchObject({ status: 400, value: { errors: { body: ["Write a reply."] } } });

    const odd = await outcome(() =>
      messageRoute.action({
        request: post(urls().message[0], { intent: "delete" }),
        context: contextFor("staff"),
        params: { id: messageId },
      } as never),
    );
    expect(odd.status).toBe(400);

    const replied = await outcome(() =>
      messageRoute.action({
        request: post(urls().message[0], { intent: "reply", body: "Yes, the front desk is open all night." }),
        context: contextFor("staff"),
        params: { id: messageId },
      } as never),
    );
    expect(replied).toMatchObject({ status: 302, location: `/dashboard/inbox/${messageId}` });
    const thread = await t.services.contact.open(messageId);
    expect(thread.thread.map((r) => [r.authorName, r.body])).toEqual([["Ana Staff", "Yes, the front desk is open all night."]]);

    const archived = await outcome(() =>
      messageRoute.action({
        request: post(urls().message[0], { intent: "archive" }),
        context: contextFor("staff"),
        params: { id: messageId },
      } as never),
    );
    expect(archived).toMatchObject({ status: 302, location: "/dashboard/inbox" });
    const late = await outcome(() =>
      messageRoute.action({
        request: post(urls().message[0], { intent: "reply", body: "One more thing" }),
        context: contextFor("staff"),
        params: { id: messageId },
      } as never),
    );
    expect(late).toMatchObject({ status: 409, value: { errors: { form: ["This message is archived. Unarchive it to reply."] } } });

    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await outcome(() =>
        messageRoute.loader({
          request: new Request(`http://x/dashboard/inbox/${id}`),
          context: contextFor("staff"),
          params: { id },
        } as never),
      );
      expect(res.status).toBe(404);
    }
  });

  it("the contact page's action answers a bad form with 400 and field messages", async () => {
    const res = await outcome(() =>
      contactRoute.action({
        request: post("http://x/contact", { name: "", email: "x" }),
        context: contextFor("guest"),
        params: {},
      } as never),
    );
    expect(res.status).toBe(400);
    expect((res.value as { errors: Record<string, string[]> }).errors).toMatchObject({
      name: ["Enter your name."],
      subject: ["Enter a subject."],
    });
  });

  it("the contact page fills in a booking reference handed over by the assistant, and ignores anything else", async () => {
    const load = async (query: string) =>
      (await contactRoute.loader({
        request: new Request(`http://x/contact${query}`),
        context: contextFor("guest"),
        params: {},
      } as never)) as {
        bookingReference: string;
      };
    expect((await load("?reference=k2pw8d")).bookingReference).toBe("K2PW8D");
    expect((await load("?reference=%3Cscript%3E")).bookingReference).toBe("");
    expect((await load(`?reference=${"A".repeat(5000)}`)).bookingReference).toBe("");
    expect((await load("")).bookingReference).toBe("");
  });
});
