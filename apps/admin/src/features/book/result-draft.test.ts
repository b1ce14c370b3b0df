import { describe, expect, it } from "vitest";
import { checkResultDraft, mapScore, resultDraftOf } from "./result-draft.ts";

describe("a result form", () => {
  it("files a match's final score", () => {
    const draft = { ...resultDraftOf(), home: "2", away: " 1 " };
    expect(checkResultDraft("match", draft)).toEqual({
      ok: true,
      result: { status: "final", home: 2, away: 1 },
      note: undefined,
    });
    expect(checkResultDraft("match", { ...draft, away: "" })).toEqual({
      ok: false,
      field: "away",
      key: "bo_book_score_invalid",
    });
    expect(checkResultDraft("match", { ...draft, home: "1.5" })).toMatchObject({ ok: false, field: "home" });
  });

  it("files a series' map winners in order", () => {
    const draft = {
      ...resultDraftOf(),
      maps: ["home", "away", "home"] as const,
      note: " typed from the stream ",
    };
    expect(checkResultDraft("series", { ...draft, maps: [...draft.maps] })).toEqual({
      ok: true,
      result: { status: "final", maps: ["home", "away", "home"] },
      note: "typed from the stream",
    });
    expect(mapScore(["home", "away", "home"])).toEqual({ home: 2, away: 1 });
    expect(checkResultDraft("series", { ...draft, maps: [] })).toMatchObject({ ok: false, field: "maps" });
  });

  it("files a call-off of any kind, and refuses a long note", () => {
    const cancelled = { ...resultDraftOf(), outcome: "cancelled" as const };
    expect(checkResultDraft("series", cancelled)).toMatchObject({
      ok: true,
      result: { status: "cancelled" },
    });
    expect(checkResultDraft("match", cancelled)).toMatchObject({ ok: true, result: { status: "cancelled" } });
    expect(checkResultDraft("match", { ...cancelled, note: "x".repeat(201) })).toMatchObject({
      ok: false,
      field: "note",
    });
  });

  it("files an outright's standings with dead heats and withdrawals", () => {
    const field = ["ana", "ben", "cai", "dee", "eve"];
    const draft = {
      ...resultDraftOf(),
      places: { ana: "1", ben: " 1", cai: "3", dee: "" },
      withdrawn: ["eve"],
    };
    expect(checkResultDraft("outright", draft, field)).toEqual({
      ok: true,
      result: { status: "final", standings: [["ana", "ben"], ["cai"]], withdrawn: ["eve"] },
      note: undefined,
    });
    expect(checkResultDraft("outright", { ...draft, withdrawn: [] }, field)).toMatchObject({
      result: { status: "final", standings: [["ana", "ben"], ["cai"]] },
    });
    const refused = { ok: false, field: "places", key: "bo_book_places_invalid" };
    // After two firsts comes third, not second; nobody placed; a place outside the field; a
    // withdrawn competitor with a place; a place that is not a whole number.
    expect(
      checkResultDraft("outright", { ...draft, places: { ana: "1", ben: "1", cai: "2" } }, field),
    ).toEqual(refused);
    expect(checkResultDraft("outright", { ...draft, places: {} }, field)).toEqual(refused);
    expect(checkResultDraft("outright", { ...draft, places: { ana: "6" } }, field)).toEqual(refused);
    expect(checkResultDraft("outright", { ...draft, places: { eve: "1" } }, field)).toEqual(refused);
    expect(checkResultDraft("outright", { ...draft, places: { ana: "1.0" } }, field)).toEqual(refused);
    expect(checkResultDraft("outright", { ...draft, places: { ben: "2" } }, field)).toEqual(refused);
  });

  it("starts a correction from the recorded result", () => {
    expect(
      resultDraftOf({ status: "final", standings: [["ana", "ben"], ["cai"]], withdrawn: ["eve"] }),
    ).toMatchObject({ places: { ana: "1", ben: "1", cai: "3" }, withdrawn: ["eve"] });
    expect(resultDraftOf({ status: "final", home: 3, away: 0 })).toMatchObject({ home: "3", away: "0" });
    expect(resultDraftOf({ status: "final", maps: ["away", "home", "x"] }).maps).toEqual(["away", "home"]);
    expect(resultDraftOf({ status: "cancelled" })).toMatchObject({ outcome: "final", home: "", maps: [] });
  });
});
