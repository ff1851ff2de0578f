import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareLockfiles } from "./lockfile-compare.mjs";

type Lockfile = { packages: Record<string, Record<string, unknown>> } & Record<string, unknown>;
const committed = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as Lockfile;

/** A copy of the project's lockfile without the entries whose key matches `drop`. */
function without(drop: RegExp): Lockfile {
  const copy = structuredClone(committed);
  for (const key of Object.keys(copy.packages)) if (drop.test(key)) delete copy.packages[key];
  return copy;
}

// What a registry mirror without the macOS, Windows and WebAssembly builds makes npm write.
const otherPlatforms = /^node_modules\/@(biomejs\/cli|tailwindcss\/oxide)-(darwin|win32|wasm32)/;

describe("lockfile comparison (the project's package-lock.json)", () => {
  it("the committed lockfile lists other platforms' builds, including the nested packages of the WebAssembly one", () => {
    expect(Object.keys(committed.packages)).toEqual(
      expect.arrayContaining(["node_modules/@biomejs/cli-darwin-arm64", "node_modules/@tailwindcss/oxide-wasm32-wasi/node_modules/tslib"]),
    );
  });

  it("accepts npm adding or leaving out other platforms' optional packages", () => {
    const incomplete = without(otherPlatforms);
    const completed = compareLockfiles(incomplete, committed);
    expect(completed.problems).toEqual([]);
    expect(completed.ok).toBe(true);
    expect(completed.added).toContain("node_modules/@biomejs/cli-darwin-arm64");
    expect(completed.added).toContain("node_modules/@tailwindcss/oxide-wasm32-wasi");
    expect(completed.added).toContain("node_modules/@tailwindcss/oxide-wasm32-wasi/node_modules/@emnapi/core");

    const trimmed = compareLockfiles(committed, incomplete);
    expect(trimmed.ok).toBe(true);
    expect(trimmed.removed).toEqual(completed.added);
    expect(compareLockfiles(committed, structuredClone(committed))).toEqual({ ok: true, added: [], removed: [], problems: [] });
  });

  it("rejects a dependency at another version", () => {
    const changed = structuredClone(committed);
    changed.packages["node_modules/zod"].version = "4.0.0";
    expect(compareLockfiles(committed, changed)).toMatchObject({ ok: false, problems: ["node_modules/zod changed"] });
  });

  it("rejects a package.json change and a new package that is not optional", () => {
    const changed = structuredClone(committed);
    const root = changed.packages[""] as { dependencies: Record<string, string> };
    root.dependencies["left-pad"] = "1.3.0";
    changed.packages["node_modules/left-pad"] = { version: "1.3.0", license: "WTFPL" };
    const result = compareLockfiles(committed, changed);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      "the root package changed",
      "node_modules/left-pad added (not an optional package for another platform)",
    ]);
  });

  it("rejects a new platform build that is not optional", () => {
    const key = "node_modules/@biomejs/cli-darwin-arm64";
    const required = structuredClone(committed);
    delete required.packages[key].optional;
    const result = compareLockfiles(without(new RegExp(`^${key}$`)), required);
    expect(result.problems).toEqual([`${key} added (not an optional package for another platform)`]);
  });

  it("rejects leaving out an optional package that is not a platform build (pg's pg-cloudflare)", () => {
    expect(compareLockfiles(committed, without(/^node_modules\/pg-cloudflare$/))).toMatchObject({
      ok: false,
      problems: ["node_modules/pg-cloudflare removed (not an optional package for another platform)"],
    });
  });

  it("rejects a change to the lockfile's own fields", () => {
    expect(compareLockfiles(committed, { ...committed, lockfileVersion: 2 }).problems).toEqual([
      `the lockfile's "lockfileVersion" differs`,
    ]);
  });
});
