/** Small helpers for writing guides: peso amounts as Money (integer centavos). */
import { php } from "../../contracts/money.ts";
import type { Money } from "../../contracts/money.ts";

/** Whole pesos as Money: `pesos(300)` is ₱300.00 (30,000 centavos). */
export const pesos = (n: number): Money => php(Math.round(n * 100));
