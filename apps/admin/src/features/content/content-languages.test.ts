import { describe, expect, it } from "vitest";
import { orderLanguages, withoutEmpty } from "./content-languages.ts";

describe("orderLanguages", () => {
  it("puts English first, then the default language, then the rest once each", () => {
    expect(orderLanguages(["TH", "CN", "EN"], "CN")).toEqual(["EN", "CN", "TH"]);
  });

  it("edits English alone when the merchant's languages are unknown", () => {
    expect(orderLanguages([], null)).toEqual(["EN"]);
  });

  it("keeps a stored translation visible after the merchant stopped offering its language", () => {
    expect(orderLanguages(["EN"], "EN", { EN: "Hi", JA: "やあ", VI: " " })).toEqual(["EN", "JA"]);
  });
});

describe("withoutEmpty", () => {
  it("drops blank translations so the site falls back to English", () => {
    expect(withoutEmpty({ EN: "Hello", CN: "  ", TH: "" })).toEqual({ EN: "Hello" });
  });
});
