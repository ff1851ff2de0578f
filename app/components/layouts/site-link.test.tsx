// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { isActivePath, SiteLink, useSiteLinkNavigation } from "./site-link.tsx";

function Shell() {
  useSiteLinkNavigation();
  const location = useLocation();
  return (
    <>
      <p data-testid="at">{location.pathname}</p>
      <SiteLink to="/stay-informed/tide">Tide</SiteLink>
      <Outlet />
    </>
  );
}

function setup() {
  const router = createMemoryRouter([{ path: "/", element: <Shell />, children: [{ index: true }, { path: "stay-informed/tide" }] }], {
    initialEntries: ["/"],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("site links", () => {
  it("are plain anchors that navigate inside the app on a plain click", async () => {
    const router = setup();
    const link = screen.getByRole("link", { name: "Tide" });
    expect(link.getAttribute("href")).toBe("/stay-informed/tide");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await screen.findByText("/stay-informed/tide");
    expect(router.state.location.pathname).toBe("/stay-informed/tide");
  });

  it("leave modified clicks (new tab, new window) to the browser", () => {
    const router = setup();
    const link = screen.getByRole("link", { name: "Tide" });
    for (const mod of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const notPrevented = fireEvent.click(link, mod);
      expect(notPrevented, JSON.stringify(mod)).toBe(true);
    }
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("which link marks the current page", () => {
  it("is the same path or a page below it, as NavLink judged it", () => {
    expect(isActivePath("/flights", "/flights")).toBe(true);
    expect(isActivePath("/Flights/results/", "/flights")).toBe(true);
    expect(isActivePath("/flightsx", "/flights")).toBe(false);
    expect(isActivePath("/dashboard/inbox", "/dashboard", true)).toBe(false);
    expect(isActivePath("/dashboard/", "/dashboard", true)).toBe(true);
  });
});
