/**
 * How guessable a new password is, by zxcvbn-ts with its common-password and English dictionaries
 * (about 49,000 leaked passwords and common words, shipped inside the packages, no network).
 *
 * The server checks every new password with it; the browser loads this module only when someone
 * starts typing a new password (a dynamic import), to show the same verdict as a hint.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/** zxcvbn scores 0–4; 3 means "safely unguessable" against an online attack with throttling. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_MESSAGES = {
  common: "This password is on lists of leaked or common passwords. Choose another.",
  weak: "This password is too easy to guess. Use a longer phrase of unrelated words.",
} as const;

let factory: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

let leaked: Set<string> | null = null;
function isLeaked(password: string): boolean {
  leaked ??= new Set(common.dictionary["passwords-common"]);
  return leaked.has(password.toLowerCase());
}

export type PasswordVerdict = {
  ok: boolean;
  /** 0–4 */
  score: number;
  /** Why it was refused (one of PASSWORD_MESSAGES), or null when it is fine. */
  problem: string | null;
  /** zxcvbn's own advice, e.g. "Avoid repeated words and characters." */
  suggestions: string[];
};

/** `context`: words the password must not lean on (the person's name and e-mail address). */
export function judgePassword(password: string, context: string[] = []): PasswordVerdict {
  const words = context
    .flatMap((c) => {
      const lower = c.toLowerCase();
      const parts = lower.split(/[^\p{L}\p{N}]+/u);
      // "Maria Santos" also as "mariasantos"; an address also by its part before the @.
      return [...parts, parts.join(""), lower.split("@")[0]!.replace(/[^\p{L}\p{N}]+/gu, "")];
    })
    .filter((w) => w.length >= 3);
  const result = zxcvbn().check(password, words);
  const suggestions = [result.feedback.warning, ...result.feedback.suggestions].filter((s): s is string => Boolean(s));
  if (isLeaked(password)) return { ok: false, score: Math.min(result.score, 1), problem: PASSWORD_MESSAGES.common, suggestions };
  if (result.score < MIN_PASSWORD_SCORE) return { ok: false, score: result.score, problem: PASSWORD_MESSAGES.weak, suggestions };
  return { ok: true, score: result.score, problem: null, suggestions };
}
