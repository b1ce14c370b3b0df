import { FIGHT_STATES } from "@orchid/contract/sabong";
import { describe, expect, it } from "vitest";
import { fakeTranslate as t } from "../lottery/fake-translate.ts";
import { BET_LOOKS, cancelReasonText, fightLookOf, resultChipOf, takesBets } from "./fight-look.ts";

describe("fight state badges", () => {
  it("gives every state its own words and colour, and only last call flashes", () => {
    const keys = new Set(FIGHT_STATES.map((state) => fightLookOf(state).key));
    expect(keys.size).toBe(FIGHT_STATES.length);
    expect(fightLookOf("last_call")).toEqual({
      key: "sabong_state_last_call",
      tone: "warn",
      isFlashing: true,
    });
    expect(FIGHT_STATES.filter((state) => fightLookOf(state).isFlashing)).toEqual(["last_call"]);
    expect(fightLookOf("open").tone).toBe("open");
    expect(fightLookOf("meron").tone).toBe("meron");
    expect(fightLookOf("wala").tone).toBe("wala");
    expect(fightLookOf("cancelled").tone).toBe("cancelled");
  });

  it("takes bets while open and at last call only", () => {
    expect(FIGHT_STATES.filter(takesBets)).toEqual(["open", "last_call"]);
  });

  it("marks ended fights M, W, D or C and nothing while a fight runs", () => {
    expect(resultChipOf("meron")).toEqual({ letterKey: "sabong_chip_meron", tone: "meron" });
    expect(resultChipOf("wala")?.tone).toBe("wala");
    expect(resultChipOf("draw")?.tone).toBe("draw");
    expect(resultChipOf("cancelled")?.tone).toBe("cancelled");
    expect(resultChipOf("open")).toBeNull();
    expect(resultChipOf("last_call")).toBeNull();
    expect(resultChipOf("closed")).toBeNull();
  });

  it("colours a member's bets by how they ended", () => {
    expect(BET_LOOKS.won.tone).toBe("good");
    expect(BET_LOOKS.lost.tone).toBe("bad");
    expect(BET_LOOKS.open.tone).toBe("wait");
    expect(BET_LOOKS.refunded.tone).toBe("neutral");
  });

  it("explains a cancel: an empty side, a payout too low, or the operator's reason", () => {
    expect(cancelReasonText("empty_side", t, "107.00")).toBe("sabong_cancel_empty_side");
    expect(cancelReasonText("low_payout", t, "107.00")).toBe('sabong_cancel_low_payout{"min":"107.00"}');
    expect(cancelReasonText("Rain", t, "107.00")).toBe('sabong_cancel_operator{"reason":"Rain"}');
    expect(cancelReasonText(null, t, "107.00")).toBeNull();
  });
});
