import { describe, expect, it } from "vitest";
import { classifyOfPage, pageOfClassify } from "./classify-page.ts";

const WITH_BINGO = ["JP", "TG", "AC", "BG"] as const;
const WITHOUT_BINGO = ["JP", "TG", "AC"] as const;

describe("the slot hall's ?page= tab", () => {
  it("reads a tab's code or readable name, in any case", () => {
    expect(classifyOfPage("JP", WITH_BINGO)).toBe("JP");
    expect(classifyOfPage("jp", WITH_BINGO)).toBe("JP");
    expect(classifyOfPage("jackpot", WITH_BINGO)).toBe("JP");
    expect(classifyOfPage("Table", WITH_BINGO)).toBe("TG");
    expect(classifyOfPage(" ARCADE ", WITH_BINGO)).toBe("AC");
    expect(classifyOfPage("bingo", WITH_BINGO)).toBe("BG");
    expect(classifyOfPage("bg", WITH_BINGO)).toBe("BG");
  });

  it("opens the default tab for a missing, unknown or unavailable value", () => {
    expect(classifyOfPage(null, WITH_BINGO)).toBe("");
    expect(classifyOfPage("", WITH_BINGO)).toBe("");
    expect(classifyOfPage("poker", WITH_BINGO)).toBe("");
    expect(classifyOfPage("constructor", WITH_BINGO)).toBe("");
    expect(classifyOfPage("BG", WITHOUT_BINGO)).toBe("");
    expect(classifyOfPage("bingo", WITHOUT_BINGO)).toBe("");
    expect(classifyOfPage("jackpot", [])).toBe("");
  });

  it("writes the readable name back, and nothing for the default tab", () => {
    expect(pageOfClassify("JP")).toBe("jackpot");
    expect(pageOfClassify("TG")).toBe("table");
    expect(pageOfClassify("AC")).toBe("arcade");
    expect(pageOfClassify("BG")).toBe("bingo");
    expect(pageOfClassify("")).toBeNull();
    expect(pageOfClassify("toString")).toBeNull();
    for (const tab of WITH_BINGO) expect(classifyOfPage(pageOfClassify(tab), WITH_BINGO)).toBe(tab);
  });
});
