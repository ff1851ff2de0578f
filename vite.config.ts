import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { widgetBuildPlugin } from "./server/widget-build.ts";

export default defineConfig({
  // The chat widget's two scripts (build/widget) after the client build: server/widget-build.ts.
  plugins: [tailwindcss(), reactRouter(), widgetBuildPlugin()],
  resolve: {
    // Pages receive their messages compiled (i18n/format.ts): the browser formats them without
    // FormatJS's parser, three quarters of its size. Server code parses through intl-messageformat's
    // own import, which this alias does not reach (dependencies are external to the server build).
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Code every page loads, in two files instead of a dozen: each file is gzipped on its own and
          // named in the route manifest's import lists, so split up it costs ~5 KB more (decision 023).
          groups: [
            // React, React DOM and React Router.
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 10 },
            // The small modules the root layout imports (and Vite's helper for its lazy error page).
            {
              name: "shell",
              test: /app[\\/](lib[\\/](utils|meta|appearance)\.ts|components[\\/](layouts[\\/](site-link\.tsx|nav-links\.ts)|ui[\\/]toast-(store|host)\.tsx))$|vite[\\/]preload-helper/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
