import { describe, expect, it } from "vitest";
import { readSabongDraft, sabongDraftOf, type TSabongDraft } from "./settings-draft.ts";

const SETTINGS = {
  plasadaBp: 500,
  minPer100: 10_700,
  drawProfit: 8,
  drawPer: 1,
  minStake: 1_000,
  maxStake: 5_000_000,
  streamUrl: "",
};

const draft = (patch: Partial<TSabongDraft> = {}): TSabongDraft => ({ ...sabongDraftOf(SETTINGS), ...patch });
const issuesOf = (patch: Partial<TSabongDraft>) =>
  readSabongDraft(draft(patch)).issues.map((issue) => `${issue.path[0]}:${issue.key}`);

describe("cockfight settings draft", () => {
  it("shows the wire's units as operators type them", () => {
    expect(sabongDraftOf(SETTINGS)).toEqual({
      plasada: "5.00",
      minPer100: "107.00",
      drawProfit: "8",
      drawPer: "1",
      minStake: "10.00",
      maxStake: "50000.00",
      streamUrl: "",
    });
  });

  it("reads the draft back to the same settings", () => {
    expect(readSabongDraft(draft())).toEqual({ input: SETTINGS, issues: [] });
  });

  it("turns major units into exact minor units, with no float drift", () => {
    const { input } = readSabongDraft(draft({ minStake: "4.35", maxStake: "1,234,567.89", plasada: "4.35" }));
    expect(input?.minStake).toBe(435);
    expect(input?.maxStake).toBe(123_456_789);
    expect(input?.plasadaBp).toBe(435);
    expect(sabongDraftOf({ ...SETTINGS, minStake: 435, maxStake: 123_456_789 }).maxStake).toBe("1234567.89");
  });

  it("keeps an https stream and trims it; empty is the house clip", () => {
    const url = "https://cdn.example.test/arena/live.m3u8";
    expect(readSabongDraft(draft({ streamUrl: `  ${url} ` })).input?.streamUrl).toBe(url);
    expect(readSabongDraft(draft({ streamUrl: "   " })).input?.streamUrl).toBe("");
  });

  it("names every field that breaks the contract's rules", () => {
    expect(issuesOf({ plasada: "20.5" })).toEqual(["plasadaBp:bo_sabong_plasada_invalid"]);
    expect(issuesOf({ minPer100: "99" })).toEqual(["minPer100:bo_sabong_min_per100_invalid"]);
    expect(issuesOf({ drawProfit: "101" })).toEqual(["drawProfit:bo_sabong_draw_profit_invalid"]);
    expect(issuesOf({ drawPer: "0" })).toEqual(["drawPer:bo_sabong_draw_per_invalid"]);
    expect(issuesOf({ minStake: "0" })).toEqual(["minStake:bo_money_positive"]);
    expect(issuesOf({ minStake: "10000000.01" })).toEqual(["minStake:bo_money_too_large"]);
    expect(issuesOf({ maxStake: "9.99" })).toEqual(["maxStake:bo_sabong_max_below_min"]);
    expect(issuesOf({ streamUrl: "http://cdn.example.test/a.m3u8" })).toEqual([
      "streamUrl:bo_sabong_stream_invalid",
    ]);
    expect(issuesOf({ streamUrl: "https://a b" })).toEqual(["streamUrl:bo_sabong_stream_invalid"]);
    expect(readSabongDraft(draft({ plasada: "x" })).input).toBeNull();
  });
});
