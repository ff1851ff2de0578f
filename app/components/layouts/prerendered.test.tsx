// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createStaticHandler, createStaticRouter, Outlet, RouterProvider, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../../contracts/auth.ts";
import { messagesFor } from "../../../i18n/catalogues.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { createFragmentRenderer } from "../../server/prerender.server.ts";
import { Prerendered, PrerenderContext, type FragmentRenderer } from "./prerendered.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

const maria: SessionUser = { id: "u1", name: "Maria Santos", email: "maria@example.com", emailVerified: true, role: "user" };

const language = (locale: Locale) => ({ locale, messages: messagesFor(locale, "common") });

function Shell({ user, locale }: { user: SessionUser | null; locale: Locale }) {
  return (
    <I18nProvider language={language(locale)}>
      <div id="shell">
        <SiteHeader appName="Lakbay" user={user} />
        <main>
          <Outlet />
        </main>
        <SiteFooter appName="Lakbay" />
      </div>
    </I18nProvider>
  );
}

const routes = (user: SessionUser | null, locale: Locale = "en") => [
  { path: "/", element: <Shell user={user} locale={locale} />, children: [{ path: "dashboard", element: <p>Trips</p> }] },
];

/** The shell as the server renders it, with the fragments from `render` or (null) all by React. */
async function serverHtml(user: SessionUser | null, render: FragmentRenderer | null, locale: Locale = "en"): Promise<string> {
  const handler = createStaticHandler(routes(user, locale));
  const context = await handler.query(new Request("http://localhost/dashboard"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <PrerenderContext.Provider value={render}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PrerenderContext.Provider>,
  );
}

describe("prerendered shell fragments", () => {
  it.each([
    ["signed in", maria],
    ["a guest", null],
  ])("the server's page is the same, byte for byte, with the fragments pasted in as without them (%s)", async (_, user) => {
    const renderer = createFragmentRenderer();
    const plain = await serverHtml(user, null);
    expect(await serverHtml(user, renderer)).toBe(plain);
    // The second page comes from the remembered strings and is still the same.
    expect(await serverHtml(user, renderer)).toBe(plain);
    expect(plain).toContain("Privacy notice");
    expect(plain).toContain("High and low tides for island hopping");
  });

  it("keeps each language's fragments apart: the Filipino shell after the English one is Filipino", async () => {
    const renderer = createFragmentRenderer();
    const english = await serverHtml(maria, renderer, "en");
    const filipino = await serverHtml(maria, renderer, "fil");
    expect(filipino).toBe(await serverHtml(maria, null, "fil"));
    expect(filipino).toContain("Abiso sa privacy");
    expect(filipino).toContain('href="/fil/stay-informed/tide"');
    expect(filipino).not.toContain("Privacy notice");
    expect(english).not.toContain("Abiso sa privacy");
  });

  it("renders each fragment once per key, and a different key renders again", () => {
    let renders = 0;
    const renderer = createFragmentRenderer((children) => {
      renders++;
      return renderToString(children);
    });
    const page = (appName: string) =>
      renderToString(
        <PrerenderContext.Provider value={renderer}>
          <I18nProvider language={language("en")}>
            <SiteFooter appName={appName} />
          </I18nProvider>
        </PrerenderContext.Provider>,
      );
    const first = page("Lakbay");
    expect(page("Lakbay")).toBe(first);
    expect(renders).toBe(1);
    const staging = page("Lakbay Staging");
    expect(staging).toContain('<nav aria-label="Lakbay Staging">');
    expect(staging).toContain(`© ${new Date().getFullYear()} Lakbay Staging.`);
    expect(renders).toBe(2);
  });

  it("keeps the element's own attributes and puts only its children in the string", () => {
    const html = renderToString(
      <PrerenderContext.Provider value={createFragmentRenderer()}>
        <Prerendered as="ul" cacheKey="t" className="menu" aria-label="Things">
          <li>One</li>
          <li>Two</li>
        </Prerendered>
      </PrerenderContext.Provider>,
    );
    expect(html).toBe('<ul class="menu" aria-label="Things"><li>One</li><li>Two</li></ul>');
  });

  /** Hydrates the server's `html` as the browser does (no fragment renderer there); the errors React reports. */
  async function hydrate(html: string) {
    const container = document.createElement("div");
    container.innerHTML = html;
    const before = container.innerHTML;
    document.body.append(container);
    const errors: unknown[] = [];
    const router = createMemoryRouter(routes(maria), { initialEntries: ["/dashboard"] });
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: (error) => errors.push(error),
        onCaughtError: (error) => errors.push(error),
      });
    });
    return { container, router, errors, before };
  }

  it("a fragment that differs from what the browser renders would be caught (the check below can fail)", async () => {
    const wrong = createFragmentRenderer((children) => `${renderToString(children)}<span>stale</span>`);
    const { errors, container } = await hydrate(await serverHtml(maria, wrong));
    expect(errors.length).toBeGreaterThan(0);
    container.remove();
  });

  it("the browser hydrates the server's page without a mismatch, and the fragments stay live React", async () => {
    const { container, router, errors, before } = await hydrate(await serverHtml(maria, createFragmentRenderer()));
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before); // nothing was redrawn
    // A re-render in the browser (another page) keeps the footer's links: they are React's now.
    await act(async () => router.navigate("/"));
    expect(container.querySelector("footer a[href='/privacy']")).not.toBeNull();
    container.remove();
  });
});
