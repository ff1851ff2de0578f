/**
 * Renders a route module in a DOM test (happy-dom) the way a traveller gets it: its real loader
 * behind a request for `url` (with the router `context` given, e.g. services), then its component.
 * Returns once the page's first h1 is on screen.
 */
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";

const NoFallback = () => null;

type RouteModule = { default: unknown; loader?: (args: never) => unknown };

export async function renderRoute(module: RouteModule, url: string, context: object = {}): Promise<string> {
  const path = new URL(url, "http://lakbay.test").pathname;
  const load = module.loader
    ? () =>
        (module.loader as (args: { request: Request; params: object; context: object }) => unknown)({
          request: new Request(new URL(url, "http://lakbay.test")),
          params: {},
          context,
        })
    : undefined;
  const Stub = createRoutesStub([{ path, Component: module.default as never, loader: load as never, HydrateFallback: NoFallback }]);
  render(<Stub initialEntries={[url]} />);
  // The loader runs real services: on a loaded machine that can take longer than findBy's 1 s default.
  await screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
  return document.body.textContent ?? "";
}
