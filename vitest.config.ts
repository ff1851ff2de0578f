import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside the code as *.test.ts(x).
// Component tests opt into a DOM with `// @vitest-environment happy-dom`.
//
// Two projects. "pure" (core/, assistant/, contracts/, i18n/) holds plain functions over data: no servers, no module
// mocks, no environment changes, so its files share one module cache per worker (isolate: false),
// which more than halves their time (each file no longer re-evaluates the same modules). "isolated"
// holds the rest: files that start servers, open databases, mock modules or set the environment,
// each in a fresh module graph. A core/ or contracts/ test that needs its own module state (vi.mock,
// vi.stubEnv, a module-level cache it changes) belongs in a folder of the second kind, not here.
const pure = ["core/**/*.test.{ts,tsx}", "assistant/**/*.test.{ts,tsx}", "contracts/**/*.test.{ts,tsx}", "i18n/**/*.test.{ts,tsx}"];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Files that start the built app wait for it in beforeAll (tests/support/built-app.ts: up to 90 s).
    hookTimeout: 120_000,
    env: { TZ: "UTC" },
    setupFiles: ["./tests/vitest-setup.ts"],
    // Vitest's default for `run` is one worker fewer than the cores: one worker on a 2-core machine.
    // The main process mostly waits, so a worker per core is faster here.
    maxWorkers: "100%",
    projects: [
      { extends: true, test: { name: "pure", include: pure, isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["{app,db,server,scripts}/**/*.test.{ts,tsx}", "tests/assistant-eval/**/*.test.ts", "tests/support/**/*.test.ts"],
        },
      },
    ],
  },
});
