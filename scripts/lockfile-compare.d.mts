/** Types of scripts/lockfile-compare.mjs (plain JavaScript, so that any Node that runs npm can run it). */
export type LockfileComparison = {
  /** True when the lockfiles differ only in other platforms' optional packages. */
  ok: boolean;
  /** Platform packages (and the packages nested in them) that `installed` has and `committed` lacks. */
  added: string[];
  /** Platform packages (and the packages nested in them) that `committed` has and `installed` lacks. */
  removed: string[];
  /** Every other difference, one line each. */
  problems: string[];
};

export function compareLockfiles(committed: unknown, installed: unknown): LockfileComparison;
