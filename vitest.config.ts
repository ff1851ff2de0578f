import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside the code as *.test.ts(x).
// Component tests opt into a DOM with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ["{app,core,db,server,contracts,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { TZ: "UTC" },
    setupFiles: ["./tests/vitest-setup.ts"],
  },
});
