import { describe, expect, it } from "vitest";
import { splitFullName } from "./person-name.ts";

describe("splitFullName", () => {
  it.each([
    ["Juan Dela Cruz", "Juan", "Dela Cruz"],
    ["Maria Clara Santos", "Maria Clara", "Santos"],
    ["Ana de los Reyes", "Ana", "de los Reyes"],
    ["  Andres   Reyes ", "Andres", "Reyes"],
    ["Jose San Juan", "Jose", "San Juan"],
    ["Cher", "", "Cher"],
    ["", "", ""],
  ])("%s → %s / %s", (full, givenName, surname) => {
    expect(splitFullName(full)).toEqual({ givenName, surname });
  });
});
