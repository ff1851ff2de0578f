import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// ensure_deps (scripts/lib.sh) in a folder of its own: a copy of the scripts and a project whose only
// dependency is Biome, whose builds for each platform are optional packages. npm fetches them from
// its cache (prefer-offline), so each install takes a second or two.
const run = promisify(execFile);
const scripts = path.dirname(new URL(import.meta.url).pathname);
const projectLock = JSON.parse(await readFile(path.join(scripts, "../package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string }>;
};
const biome = projectLock.packages["node_modules/@biomejs/biome"].version ?? "";
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A project folder: package.json with `dependencies`, and the project's Biome entries as its lockfile minus `drop`. */
async function project(options: { dependencies?: Record<string, string>; drop?: RegExp }): Promise<{ dir: string; lock: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "lakbay-deps-"));
  folders.push(dir);
  await mkdir(path.join(dir, "scripts"));
  for (const file of ["lib.sh", "lockfile-compare.mjs"]) await copyFile(path.join(scripts, file), path.join(dir, "scripts", file));
  const manifest = {
    name: "fixture",
    version: "1.0.0",
    private: true,
    dependencies: options.dependencies,
    devDependencies: { "@biomejs/biome": biome },
  };
  const packages: Record<string, unknown> = { "": { name: "fixture", version: "1.0.0", devDependencies: manifest.devDependencies } };
  for (const [key, entry] of Object.entries(projectLock.packages)) {
    if (key.startsWith("node_modules/@biomejs/") && !options.drop?.test(key)) packages[key] = entry;
  }
  const lock = `${JSON.stringify({ name: "fixture", version: "1.0.0", lockfileVersion: 3, requires: true, packages }, null, 2)}\n`;
  await writeFile(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(dir, "package-lock.json"), lock);
  return { dir, lock };
}

async function ensureDeps(dir: string): Promise<{ code: number; stderr: string }> {
  // Without the npm_* variables of an enclosing `npm test` (its prefix and package belong to the project).
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const env = {
    ...inherited,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
    npm_config_prefer_offline: "true",
  };
  try {
    const { stderr } = await run("bash", ["-c", "source scripts/lib.sh && ensure_deps"], { cwd: dir, env });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? 1, stderr: failed.stderr ?? "" };
  }
}

describe("ensure_deps", () => {
  it("installs from a lockfile that lacks other platforms' optional builds, and leaves the lockfile as committed", async () => {
    const { dir, lock } = await project({ drop: /cli-(darwin|win32)/ });
    const first = await ensureDeps(dir);
    expect(first.stderr).toContain("npm ci refused the lockfile over other platforms' optional packages");
    expect(first.code).toBe(0);
    const { stdout } = await run(path.join(dir, "node_modules/.bin/biome"), ["--version"]);
    expect(stdout).toContain(biome);
    expect(await readFile(path.join(dir, "package-lock.json"), "utf8")).toBe(lock);
    // Nothing left to do the second time.
    expect(await ensureDeps(dir)).toEqual({ code: 0, stderr: "" });
  }, 90_000);

  it("fails with a clear message when package.json asks for a package the lockfile lacks", async () => {
    const { dir, lock } = await project({ dependencies: { tslib: projectLock.packages["node_modules/tslib"].version ?? "" } });
    const result = await ensureDeps(dir);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("package.json and the lockfile disagree");
    expect(result.stderr).toContain("node_modules/tslib added");
    expect(await readFile(path.join(dir, "package-lock.json"), "utf8")).toBe(lock);
  }, 90_000);
});
