/**
 * Small helpers for writing guides: peso amounts as Money (integer centavos) and the dates our facts
 * were checked. A fee's `checked` date is the day we compared it with its named source.
 */
import { php } from "../../contracts/money.ts";
import type { Money } from "../../contracts/money.ts";

/** Whole pesos as Money: `pesos(300)` is ₱300.00 (30,000 centavos). */
export const pesos = (n: number): Money => php(Math.round(n * 100));

/** When shared/reference/philippines-facts.md was compiled from its sources. */
export const FACTS_SHEET_CHECKED = "2026-11-21";

/** When the guide writers looked up the sources the facts sheet does not cover. */
export const GUIDE_SOURCES_CHECKED = "2026-11-22";
