import { afterEach } from "vitest";

// Unmount React trees between tests. Only component tests run in a DOM
// (`// @vitest-environment happy-dom`); node-environment tests skip this.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
