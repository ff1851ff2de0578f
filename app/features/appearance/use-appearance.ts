import { useCallback, useEffect, useState } from "react";
import { APPEARANCE_STORAGE_KEY, parseAppearance, appearanceCookie, type Appearance } from "../../lib/appearance.ts";

function prefersDark(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches;
}

/** Puts the preference on <html> (the `dark` class and data-appearance). */
export function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement;
  root.dataset.appearance = appearance;
  root.classList.toggle("dark", appearance === "dark" || (appearance === "system" && prefersDark()));
}

/** Saves in localStorage and in the one-year cookie the server reads. */
export function storeAppearance(appearance: Appearance): void {
  try {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, appearance);
  } catch {
    // Private mode may refuse storage; the cookie still carries it.
  }
  document.cookie = appearanceCookie(appearance, location.protocol === "https:");
}

/**
 * The appearance preference in the browser: starts from what the server rendered, follows the
 * operating system while on "system", and applies changes at once.
 */
export function useAppearance(initial: Appearance) {
  const [appearance, setState] = useState<Appearance>(initial);

  useEffect(() => {
    // A preference kept only in localStorage (cookie cleared) is written back to the cookie.
    const stored = parseAppearance(localStorage.getItem(APPEARANCE_STORAGE_KEY));
    if (stored && !document.cookie.includes("appearance=")) {
      storeAppearance(stored);
      applyAppearance(stored);
      setState(stored);
    }
  }, []);

  useEffect(() => {
    if (appearance !== "system") return;
    const mq = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyAppearance("system");
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, [appearance]);

  const setAppearance = useCallback((next: Appearance) => {
    storeAppearance(next);
    applyAppearance(next);
    setState(next);
  }, []);

  return { appearance, setAppearance };
}
