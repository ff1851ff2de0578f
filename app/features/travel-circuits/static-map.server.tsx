/**
 * The offline map rendered to markup on the server. Guide pages show it as HTML from their loaders, so
 * the coastline (about 8 KB of gzipped JavaScript) never ships in the browser bundle: the page still
 * shows the same map with JavaScript on or off, and hydration leaves the markup as it is.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { PhilippinesMap } from "../../components/map/philippines-map.tsx";

export function renderMapMarkup(props: Parameters<typeof PhilippinesMap>[0]): string {
  return renderToStaticMarkup(<PhilippinesMap {...props} />);
}
