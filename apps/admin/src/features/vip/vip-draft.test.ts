import { ZVipLevelsInput } from "@orchid/contract/vip";
import { describe, expect, it } from "vitest";
import {
  levelOrderIssues,
  levelsByRank,
  membersAboveRank,
  membersByRank,
  nextLevelDraft,
  ranksAreConsecutive,
  readVipLevels,
  type TConsoleVipLevel,
  vipDraftOf,
  ZVipDraft,
} from "./vip-draft.ts";

const SILVER: TConsoleVipLevel = {
  rank: 2,
  name: { EN: "Silver", CN: "白银", MY: "ငွေ" },
  minDeposits: 500_000,
  minValidBet: 2_000_000,
  rebateBp: 50,
  withdrawDailyMax: 5_000_000,
  dedicatedService: false,
  birthdayBonus: 18_800,
  members: 120,
};
const BRONZE: TConsoleVipLevel = {
  rank: 1,
  name: { EN: "Bronze" },
  minDeposits: 0,
  minValidBet: 0,
  rebateBp: 0,
  withdrawDailyMax: null,
  dedicatedService: false,
  birthdayBonus: 0,
  members: 4_000,
};
const GOLD: TConsoleVipLevel = {
  rank: 3,
  name: { EN: "Gold", CN: "黄金" },
  minDeposits: 2_000_000,
  minValidBet: 10_000_000,
  rebateBp: 125,
  withdrawDailyMax: null,
  dedicatedService: true,
  birthdayBonus: 88_800,
  members: 7,
};

const keysOf = (issues: { path: (string | number)[]; key: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.key]));

const withoutMembers = ({ members: _members, ...level }: TConsoleVipLevel) => level;

describe("VIP levels form ↔ save call", () => {
  it("reads levels in rank order into major units and per cent, and back unchanged", () => {
    const draft = vipDraftOf([SILVER, GOLD, BRONZE]);
    expect(draft.levels.map((level) => level.name.EN)).toEqual(["Bronze", "Silver", "Gold"]);
    expect(draft.levels[1]).toEqual({
      name: SILVER.name,
      minDeposits: "5000.00",
      minValidBet: "20000.00",
      rebate: "0.50",
      withdrawDailyMax: "50000.00",
      dedicatedService: false,
      birthdayBonus: "188.00",
    });
    expect(draft.levels[0]?.withdrawDailyMax).toBe("");
    expect(draft.levels[0]?.birthdayBonus).toBe("");
    const { input, issues } = readVipLevels(draft);
    expect(issues).toEqual([]);
    expect(input).toEqual({ levels: [BRONZE, SILVER, GOLD].map(withoutMembers) });
    expect(ZVipLevelsInput.safeParse(input).success).toBe(true);
  });

  it("ranks levels by their place: removing the top rank and adding one renumber nothing else", () => {
    const draft = vipDraftOf([BRONZE, SILVER, GOLD]);
    draft.levels.pop();
    draft.levels.push({ ...nextLevelDraft(draft.levels[1]), name: { EN: "Platinum" } });
    const { input } = readVipLevels(draft);
    expect(input?.levels.map((level) => [level.rank, level.name.EN])).toEqual([
      [1, "Bronze"],
      [2, "Silver"],
      [3, "Platinum"],
    ]);
    expect(input?.levels[2]).toMatchObject({ minDeposits: 500_000, rebateBp: 50 });
  });

  it("trims names, leaves empty languages out and needs English within 40 characters", () => {
    const draft = vipDraftOf([BRONZE, SILVER]);
    Object.assign(draft.levels[0] ?? {}, { name: { EN: " Bronze ", CN: " ", MY: "ကြေး" } });
    expect(readVipLevels(draft).input?.levels[0]?.name).toEqual({ EN: "Bronze", MY: "ကြေး" });
    Object.assign(draft.levels[0] ?? {}, { name: { CN: "青铜" } });
    Object.assign(draft.levels[1] ?? {}, { name: { EN: "S".repeat(41) } });
    expect(keysOf(readVipLevels(draft).issues)).toEqual({
      "levels.0.name.EN": "err_english_required",
      "levels.1.name.EN": "bo_vip_name_too_long",
    });
  });

  it("names each cell's problem by the request's field path", () => {
    const draft = vipDraftOf([BRONZE, SILVER]);
    Object.assign(draft.levels[1] ?? {}, {
      minDeposits: "1.005",
      minValidBet: "",
      rebate: "5.5",
      withdrawDailyMax: "0",
    });
    const { input, issues } = readVipLevels(draft);
    expect(input).toBeNull();
    expect(keysOf(issues)).toEqual({
      "levels.1.minDeposits": "bo_money_decimals",
      "levels.1.minValidBet": "bo_money_required",
      "levels.1.rebateBp": "bo_vip_rebate_too_high",
      "levels.1.withdrawDailyMax": "bo_money_positive",
    });
  });

  it("reads the birthday bonus to the cent, empty or zero as none", () => {
    const draft = vipDraftOf([BRONZE, SILVER, GOLD]);
    const bonuses = (texts: string[]) => {
      texts.forEach((text, index) => {
        Object.assign(draft.levels[index] ?? {}, { birthdayBonus: text });
      });
      const { input, issues } = readVipLevels(draft);
      expect(issues).toEqual([]);
      expect(ZVipLevelsInput.safeParse(input).success).toBe(true);
      return input?.levels.map((level) => level.birthdayBonus);
    };
    expect(bonuses(["", "  ", "0"])).toEqual([0, 0, 0]);
    expect(bonuses(["0.00", " 1,288.5 ", "88"])).toEqual([0, 128_850, 8_800]);
    expect(bonuses(["0.01", "10,000,000,000.00", "007.10"])).toEqual([1, 1_000_000_000_000, 710]);
  });

  it("names a wrong birthday bonus by its field and saves nothing", () => {
    const draft = vipDraftOf([BRONZE, SILVER, GOLD]);
    Object.assign(draft.levels[0] ?? {}, { birthdayBonus: "abc" });
    Object.assign(draft.levels[1] ?? {}, { birthdayBonus: "-5" });
    Object.assign(draft.levels[2] ?? {}, { birthdayBonus: "1.005" });
    const { input, issues } = readVipLevels(draft);
    expect(input).toBeNull();
    expect(keysOf(issues)).toEqual({
      "levels.0.birthdayBonus": "bo_money_invalid",
      "levels.1.birthdayBonus": "bo_money_invalid",
      "levels.2.birthdayBonus": "bo_money_decimals",
    });
    const alone = vipDraftOf([BRONZE]);
    Object.assign(alone.levels[0] ?? {}, { birthdayBonus: "10000000000.01" });
    expect(readVipLevels(alone)).toEqual({
      input: null,
      issues: [{ path: ["levels", 0, "birthdayBonus"], key: "bo_money_too_large" }],
    });
    Object.assign(alone.levels[0] ?? {}, { birthdayBonus: "1e3" });
    expect(
      ZVipDraft.safeParse(alone).error?.issues.map((issue) => [issue.path.join("."), issue.message]),
    ).toEqual([["levels.0.birthdayBonus", "bo_money_invalid"]]);
  });

  it("refuses a threshold lower than the rank below", () => {
    const draft = vipDraftOf([BRONZE, SILVER, GOLD]);
    Object.assign(draft.levels[2] ?? {}, { minDeposits: "4999.99" });
    Object.assign(draft.levels[0] ?? {}, { minValidBet: "30000.00" });
    expect(keysOf(readVipLevels(draft).issues)).toEqual({
      "levels.2.minDeposits": "bo_vip_below_previous",
      "levels.1.minValidBet": "bo_vip_below_previous",
    });
  });

  it("needs one to twenty ranks", () => {
    expect(keysOf(readVipLevels({ levels: [] }).issues)).toEqual({ levelList: "bo_vip_levels_required" });
    const many = {
      levels: Array.from({ length: 21 }, () => ({ ...nextLevelDraft(undefined), name: { EN: "R" } })),
    };
    expect(keysOf(readVipLevels(many).issues)).toEqual({ levelList: "bo_vip_levels_too_many" });
    many.levels.pop();
    expect(readVipLevels(many).input?.levels).toHaveLength(20);
  });

  it("gives the form's resolver the same problems", () => {
    const draft = vipDraftOf([BRONZE]);
    Object.assign(draft.levels[0] ?? {}, { rebate: "0.333" });
    expect(
      ZVipDraft.safeParse(draft).error?.issues.map((issue) => [issue.path.join("."), issue.message]),
    ).toEqual([["levels.0.rebateBp", "bo_vip_rebate_decimals"]]);
  });
});

describe("level ordering", () => {
  it("lets thresholds stay level or rise, and flags each one that falls", () => {
    expect(levelOrderIssues([BRONZE, SILVER, GOLD])).toEqual([]);
    expect(levelOrderIssues([SILVER, { ...GOLD, minDeposits: SILVER.minDeposits }])).toEqual([]);
    expect(levelOrderIssues([GOLD, SILVER])).toEqual([
      { path: [1, "minDeposits"], key: "bo_vip_below_previous" },
      { path: [1, "minValidBet"], key: "bo_vip_below_previous" },
    ]);
  });

  it("checks ranks run 1, 2, 3… and sorts by rank", () => {
    expect(ranksAreConsecutive([BRONZE, SILVER, GOLD])).toBe(true);
    expect(ranksAreConsecutive([BRONZE, GOLD])).toBe(false);
    expect(levelsByRank([GOLD, BRONZE, SILVER]).map((level) => level.rank)).toEqual([1, 2, 3]);
  });

  it("starts a new rank from the one below it, or from zero", () => {
    expect(nextLevelDraft(undefined)).toEqual({
      name: {},
      minDeposits: "0.00",
      minValidBet: "0.00",
      rebate: "0.00",
      withdrawDailyMax: "",
      dedicatedService: false,
      birthdayBonus: "",
    });
    const gold = vipDraftOf([GOLD]).levels[0];
    expect(nextLevelDraft(gold)).toEqual({ ...gold, name: {} });
  });
});

describe("members by rank", () => {
  it("counts members of each rank and of the ranks a shorter list drops", () => {
    const levels = [BRONZE, SILVER, GOLD];
    expect(membersByRank(levels).get(2)).toBe(120);
    expect(membersByRank(levels).get(4)).toBeUndefined();
    expect(membersAboveRank(levels, 1)).toBe(127);
    expect(membersAboveRank(levels, 3)).toBe(0);
  });
});
