import { ApiError } from "@orchid/contract/api-error";
import { FIGHT_STATES } from "@orchid/contract/sabong";
import { describe, expect, it } from "vitest";
import { sabongProblemKey } from "./sabong-problem.ts";
import {
  cancelReasonKey,
  FIGHT_FILTER_KEYS,
  FIGHT_STATE_LOOKS,
  fightControlsOf,
  resultTone,
} from "./sabong-vocabulary.ts";

describe("fight state badges", () => {
  it("names every state and colours betting, last call and cancelled", () => {
    expect(new Set(FIGHT_STATES.map((state) => FIGHT_STATE_LOOKS[state].key)).size).toBe(FIGHT_STATES.length);
    expect(FIGHT_STATE_LOOKS.open.badge).toBe("badge badge-ok");
    expect(FIGHT_STATE_LOOKS.last_call.badge).toBe("badge badge-warn");
    expect(FIGHT_STATE_LOOKS.cancelled.badge).toBe("badge badge-bad");
  });

  it("colours a result by its side, and nothing else", () => {
    expect(FIGHT_STATES.map(resultTone)).toEqual([null, null, null, "meron", "wala", "draw", null]);
  });

  it("filters by every state and by live", () => {
    expect(Object.keys(FIGHT_FILTER_KEYS).sort()).toEqual([...FIGHT_STATES, "live"].sort());
    expect(FIGHT_FILTER_KEYS.live).toBe("bo_sabong_filter_live");
    expect(FIGHT_FILTER_KEYS.meron).toBe("bo_sabong_state_meron");
  });
});

describe("fight controls", () => {
  const of = (state: (typeof FIGHT_STATES)[number], pendingApprovalId: number | null = null) =>
    fightControlsOf({ state, pendingApprovalId });

  it("offers last call while open, close while betting, a result once closed", () => {
    expect(of("open")).toEqual({
      lastCall: true,
      close: true,
      cancel: true,
      declare: false,
      isWaitingApproval: false,
    });
    expect(of("last_call")).toEqual({
      lastCall: false,
      close: true,
      cancel: true,
      declare: false,
      isWaitingApproval: false,
    });
    expect(of("closed")).toEqual({
      lastCall: false,
      close: false,
      cancel: true,
      declare: true,
      isWaitingApproval: false,
    });
  });

  it("waits for the second operator once a result is filed", () => {
    expect(of("closed", 12)).toEqual({
      lastCall: false,
      close: false,
      cancel: false,
      declare: false,
      isWaitingApproval: true,
    });
  });

  it("offers nothing once the fight has ended", () => {
    for (const state of ["meron", "wala", "draw", "cancelled"] as const) {
      const controls = of(state);
      expect([controls.lastCall, controls.close, controls.cancel, controls.declare]).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });
});

describe("cancel reasons and refusals", () => {
  it("explains the automatic cancels and keeps an operator's reason", () => {
    expect(cancelReasonKey("empty_side")).toEqual({
      key: "bo_sabong_cancel_empty_side",
      isOperatorText: false,
    });
    expect(cancelReasonKey("low_payout")?.key).toBe("bo_sabong_cancel_low_payout");
    expect(cancelReasonKey("Bird injured")).toEqual({
      key: "bo_sabong_cancel_operator",
      isOperatorText: true,
    });
    expect(cancelReasonKey(null)).toBeNull();
  });

  it("says why a move was refused", () => {
    expect(sabongProblemKey(new ApiError("ORDER_STATE_CHANGED", { reason: "fight_running" }))).toBe(
      "bo_sabong_fight_running",
    );
    expect(sabongProblemKey(new ApiError("ORDER_STATE_CHANGED", { reason: "betting_open" }))).toBe(
      "bo_sabong_betting_open",
    );
    expect(sabongProblemKey(new ApiError("ORDER_STATE_CHANGED", { reason: "meron" }))).toBe(
      "bo_sabong_state_moved",
    );
    expect(sabongProblemKey(new ApiError("ORDER_STATE_CHANGED"))).toBe("err_order_state_changed");
    expect(sabongProblemKey(new ApiError("APPROVAL_PENDING"))).toBe("bo_sabong_approval_pending");
    expect(sabongProblemKey(new ApiError("FORBIDDEN"))).toBe("err_forbidden");
    expect(sabongProblemKey(new Error("x"))).toBe("err_system");
  });
});
