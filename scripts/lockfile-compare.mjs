// Tells whether two package-lock.json files differ only in other platforms' optional packages.
//
//   node scripts/lockfile-compare.mjs COMMITTED INSTALLED
//
// Exit 0: the only differences are package entries added or removed that are platform builds (an
// optional package that declares `os`/`cpu`, or that a package lists in its optionalDependencies next
// to such builds, like @tailwindcss/oxide-wasm32-wasi) and the packages nested inside them; prints a
// one-line summary. Exit 1: any other difference (a version, a dependency range, a non-optional
// package, the root package); prints what differs. Exit 2: a file cannot be read.
//
// scripts/lib.sh (ensure_deps) uses it when `npm ci` refuses the lockfile and `npm install` rewrites
// it: a registry that serves every platform's optional packages makes npm list them all, one that
// lacks them makes npm leave them out, and neither means package.json and the lockfile disagree.
// Plain JavaScript without dependencies: it runs on any Node that can run npm (20 and later).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** JSON text with object keys sorted, so key order alone is never a difference. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

const nestedMark = "/node_modules/";

/** "node_modules/a/node_modules/@b/c" → "@b/c". */
function packageName(key) {
  const at = key.lastIndexOf("node_modules/");
  return at < 0 ? key : key.slice(at + "node_modules/".length);
}

function declaresPlatform(entry) {
  return Boolean(entry && (entry.os || entry.cpu));
}

/**
 * The entries of `keys` (all from `packages`) that are platform builds or optional packages nested
 * inside one (node_modules/<build>/node_modules/…), and those that are not. A platform build is
 * optional and either declares `os`/`cpu` or is listed in a package's optionalDependencies beside
 * builds that do.
 */
function classify(keys, packages) {
  const entries = Object.entries(packages);
  const platformNames = new Set(entries.filter(([, entry]) => declaresPlatform(entry)).map(([key]) => packageName(key)));
  const isPlatformBuild = (key) => {
    const entry = packages[key];
    if (entry?.optional !== true) return false;
    if (declaresPlatform(entry)) return true;
    const name = packageName(key);
    return entries.some(([, owner]) => {
      const listed = Object.keys(owner?.optionalDependencies ?? {});
      return listed.includes(name) && listed.some((sibling) => sibling !== name && platformNames.has(sibling));
    });
  };
  const builds = keys.filter(isPlatformBuild);
  const inside = (key) => packages[key]?.optional === true && builds.some((build) => key.startsWith(build + nestedMark));
  const other = keys.filter((key) => !builds.includes(key) && !inside(key));
  return { accepted: keys.filter((key) => !other.includes(key)), other };
}

/**
 * Compares two parsed lockfiles. `ok` is true when they differ only in other platforms' optional
 * packages (`added` to / `removed` from `installed` relative to `committed`); `problems` says why not.
 */
export function compareLockfiles(committed, installed) {
  const problems = [];
  for (const field of new Set([...Object.keys(committed ?? {}), ...Object.keys(installed ?? {})])) {
    if (field === "packages") continue;
    if (canonical(committed[field]) !== canonical(installed[field])) problems.push(`the lockfile's "${field}" differs`);
  }
  const before = committed?.packages ?? {};
  const after = installed?.packages ?? {};
  for (const key of Object.keys(before)) {
    if (key in after && canonical(before[key]) !== canonical(after[key])) problems.push(`${key || "the root package"} changed`);
  }
  const added = classify(
    Object.keys(after).filter((key) => !(key in before)),
    after,
  );
  const removed = classify(
    Object.keys(before).filter((key) => !(key in after)),
    before,
  );
  for (const key of added.other) problems.push(`${key} added (not an optional package for another platform)`);
  for (const key of removed.other) problems.push(`${key} removed (not an optional package for another platform)`);
  return { ok: problems.length === 0, added: added.accepted, removed: removed.accepted, problems };
}

function summary(keys) {
  const names = keys.filter((key) => !key.slice("node_modules/".length).includes(nestedMark)).map(packageName);
  return names.length > 4 ? `${names.slice(0, 4).join(", ")} and ${names.length - 4} more` : names.join(", ");
}

function main(argv) {
  if (argv.length !== 2) {
    console.error("usage: node scripts/lockfile-compare.mjs COMMITTED INSTALLED");
    return 2;
  }
  let files;
  try {
    files = argv.map((file) => JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    console.error(`cannot read the lockfiles: ${error.message}`);
    return 2;
  }
  const result = compareLockfiles(files[0], files[1]);
  if (!result.ok) {
    const shown = result.problems.slice(0, 10);
    if (result.problems.length > shown.length) shown.push(`… and ${result.problems.length - shown.length} more differences`);
    console.log(shown.join("\n"));
    return 1;
  }
  const parts = [];
  if (result.added.length) parts.push(`added ${summary(result.added)}`);
  if (result.removed.length) parts.push(`left out ${summary(result.removed)}`);
  console.log(parts.join("; ") || "changed only its formatting");
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
