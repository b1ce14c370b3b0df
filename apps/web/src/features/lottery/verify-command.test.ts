import { describe, expect, it } from "vitest";
import { fairDraw, testSeed } from "./lottery-test-draws.ts";
import { checkDraw, verifyCommand } from "./verify-command.ts";

describe("verify page checks", () => {
  it("finds a fair draw's commitment and result true, for every family", () => {
    for (const family of ["vn_north", "vn_south", "four_d", "ssc5d", "pk10", "k3", "x11x5"]) {
      expect(checkDraw(fairDraw(family, `${family}_1m`, "20250101-0042")), family).toMatchObject({
        kind: "checked",
        commitmentMatches: true,
        resultMatches: true,
      });
    }
  });

  it("catches a result that is not the seed's, and a seed that is not the committed one", () => {
    const draw = fairDraw("k3", "k3_1m", "20250101-0001");
    const other = fairDraw("k3", "k3_1m", "20250101-0002");
    const sameDice = JSON.stringify(draw.result) === JSON.stringify(other.result);
    expect(checkDraw({ ...draw, result: [7, 7, 7] })).toMatchObject({
      commitmentMatches: true,
      resultMatches: false,
    });
    expect(checkDraw({ ...draw, seed: testSeed(2) })).toMatchObject({ commitmentMatches: false });
    // The draw key is part of the message: the same seed gives another issue another result.
    expect(checkDraw({ ...draw, issue: other.issue, result: draw.result })).toMatchObject({
      resultMatches: sameDice,
    });
  });

  it("says an entered result has no seed and a sealed draw is not checkable yet", () => {
    const draw = fairDraw("vn_north", "vn_north", "20250101");
    expect(checkDraw({ ...draw, source: "entered", seed: null, commitment: null })).toEqual({
      kind: "entered",
    });
    expect(checkDraw({ ...draw, state: "open", seed: null, result: null })).toEqual({ kind: "sealed" });
  });

  it("does not trust a family it does not know", () => {
    expect(checkDraw({ ...fairDraw("k3", "k3_1m", "20250101-0001"), family: "other" })).toMatchObject({
      commitmentMatches: false,
      resultMatches: false,
    });
  });

  it("gives the command that checks the same draw from a checkout", () => {
    const draw = fairDraw("pk10", "pk10_3m", "20250101-0007");
    expect(verifyCommand(draw)).toBe(
      `npm run lottery:verify -- --family pk10 --draw pk10_3m:20250101-0007 --seed ${draw.seed} --commitment ${draw.commitment}`,
    );
    expect(verifyCommand({ ...draw, seed: null })).toBeNull();
  });
});
