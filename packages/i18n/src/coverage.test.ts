import { describe, expect, it } from "vitest";
import { coverageOf } from "./coverage.ts";
import { placeholdersOf } from "./placeholders.ts";

describe("catalogue coverage", () => {
  const english = { a: "Hello {name}", b: "Between (min) and (max)", c: "Plain" };

  it("counts translated keys and reports the percentage", () => {
    const report = coverageOf("XX", { a: "Hola {name}", b: "" }, english);
    expect(report).toMatchObject({ translated: 1, total: 3, percent: 33.3 });
  });

  it("flags broken placeholders and stray keys", () => {
    const report = coverageOf("XX", { a: "Hola {nombre}", b: "Entre (min) y (max)", zz: "?" }, english);
    expect(report.placeholderErrors).toEqual(["a"]);
    expect(report.unknownKeys).toEqual(["zz"]);
  });

  it("reads both placeholder styles", () => {
    expect(placeholdersOf("{0} of {count}, (min)-(max)")).toEqual(["(max)", "(min)", "{0}", "{count}"]);
  });
});
