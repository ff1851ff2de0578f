/**
 * The offline map rendered to markup on the server. Guide pages show it as HTML from their loaders, so
 * the coastline (about 8 KB of gzipped JavaScript) never ships in the browser bundle: the page still
 * shows the same map with JavaScript on or off, and hydration leaves the markup as it is.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { PhilippinesMap } from "../../components/map/philippines-map.tsx";
import { GuideIllustration } from "./guide-illustration.tsx";

export function renderMapMarkup(props: Parameters<typeof PhilippinesMap>[0]): string {
  return renderToStaticMarkup(<PhilippinesMap {...props} />);
}

/**
 * A guide's drawing as markup, for the same reason: the guide page shows it from its loader, so the
 * drawings' code stays out of that page's JavaScript (the guide list still draws its cards in React).
 */
export function renderIllustrationMarkup(props: Parameters<typeof GuideIllustration>[0]): string {
  return renderToStaticMarkup(<GuideIllustration {...props} />);
}
