import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside the code as *.test.ts(x).
// Component tests opt into a DOM with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ["{app,core,db,server,contracts,scripts}/**/*.test.{ts,tsx}", "tests/assistant-eval/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    // Files that start the built app wait for it in beforeAll (tests/support/built-app.ts: up to 90 s).
    hookTimeout: 120_000,
    env: { TZ: "UTC" },
    setupFiles: ["./tests/vitest-setup.ts"],
  },
});
