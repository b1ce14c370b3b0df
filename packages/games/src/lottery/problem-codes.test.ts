import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOTTERY_PROBLEM_CODES } from "./bet-type.ts";

const english = JSON.parse(
  readFileSync(new URL("../../../i18n/locales/EN.json", import.meta.url), "utf8"),
) as Record<string, string>;

describe("the lottery's problem codes", () => {
  it("each have a message in the catalogues (i18n:coverage then holds every language to it)", () => {
    const missing = LOTTERY_PROBLEM_CODES.filter((code) => !english[`lott_err_${code}`]);
    expect(missing).toEqual([]);
  });

  it("leave no message without a code", () => {
    const known = new Set<string>(LOTTERY_PROBLEM_CODES);
    const stray = Object.keys(english)
      .filter((key) => key.startsWith("lott_err_"))
      .filter((key) => !known.has(key.slice("lott_err_".length)));
    expect(stray).toEqual([]);
  });
});
