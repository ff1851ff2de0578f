import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router in one chunk: every page loads all of them, and split
          // six ways they cost ~4 KB more gzipped (each file compressed on its own, and longer import
          // lists in the route manifest). docs/decisions/023.
          groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 10 }],
        },
      },
    },
  },
});
