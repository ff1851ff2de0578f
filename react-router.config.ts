import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Every route is in the manifest the browser loads once (one cached file), instead of each page
  // carrying its own part of it and the browser asking /__manifest as links come into view: that
  // work was a sixth of the server's time for a signed-in page (docs/decisions/022).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
