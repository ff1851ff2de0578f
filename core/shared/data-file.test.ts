import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadDataFile } from "./data-file.ts";

describe("loadDataFile", () => {
  const schema = z.array(z.object({ code: z.string().length(3), n: z.number() }).strict());

  it("answers the parsed rows", () => {
    expect(loadDataFile("codes.json", schema, [{ code: "MNL", n: 1 }])).toEqual([{ code: "MNL", n: 1 }]);
  });

  it("names the file and the path of a wrong row", () => {
    expect(() =>
      loadDataFile("codes.json", schema, [
        { code: "MNL", n: 1 },
        { code: "CE", n: 2 },
      ]),
    ).toThrow(/^codes\.json is not valid: 1\.code: /);
  });
});
