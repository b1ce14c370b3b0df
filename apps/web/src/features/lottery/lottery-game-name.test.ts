import { describe, expect, it } from "vitest";
import { fakeTranslate as t } from "./fake-translate.ts";
import { lotteryGameName } from "./lottery-game-name.ts";

const game = (code: string, family: string, name: string | null, cadenceSeconds: number | null) => ({
  code,
  family,
  name,
  cadenceSeconds,
});

describe("lottery game names", () => {
  it("shows a Vietnamese station by its own name", () => {
    expect(lotteryGameName(game("hnoi", "vn_north", "Hà Nội", null), t)).toBe("Hà Nội");
  });

  it("names the 4D operators from the catalogue", () => {
    expect(lotteryGameName(game("four_d_my", "four_d", null, null), t)).toBe("lott_game_four_d_my");
    expect(lotteryGameName(game("four_d_sg", "four_d", null, null), t)).toBe("lott_game_four_d_sg");
  });

  it("names a fast Vietnamese table by region and cadence", () => {
    expect(lotteryGameName(game("vn_north_45s", "vn_north", null, 45), t)).toBe(
      'lott_game_fast_vn{"family":"lott_family_vn_north","cadence":"lott_cadence_seconds{\\"count\\":45}"}',
    );
  });

  it("names an e-lottery game by family and cadence in minutes", () => {
    expect(lotteryGameName(game("k3_3m", "k3", null, 180), t)).toBe(
      'lott_game_fast{"family":"lott_family_k3","cadence":"lott_cadence_minutes{\\"count\\":3}"}',
    );
  });

  it("falls back to the code for a game it cannot name", () => {
    expect(lotteryGameName(game("four_d_xx", "four_d", null, null), t)).toBe("four_d_xx");
    expect(lotteryGameName(game("new_game", "new_family", null, null), t)).toBe("new_game");
  });
});
