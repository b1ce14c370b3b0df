import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptsBets,
  FIGHT_ACTIONS,
  FIGHT_STATES,
  fightResultOf,
  isFightOver,
  nextState,
  type TFightAction,
  type TFightState,
} from "./fight-states.ts";

/** Plays `actions` from an open fight, skipping refused ones, and returns every state passed. */
function play(actions: readonly TFightAction[]): TFightState[] {
  const states: TFightState[] = ["open"];
  for (const action of actions) {
    const move = nextState(states.at(-1) ?? "open", action);
    if (move.ok) states.push(move.state);
  }
  return states;
}

describe("a fight's states", () => {
  it("opens, gives a last call, closes and ends in a result", () => {
    expect(play(["announce_last_call", "close", "declare_meron"])).toEqual([
      "open",
      "last_call",
      "closed",
      "meron",
    ]);
    expect(play(["close", "declare_wala"])).toEqual(["open", "closed", "wala"]);
    expect(play(["close", "declare_draw"])).toEqual(["open", "closed", "draw"]);
    expect(fightResultOf("meron")).toBe("meron");
    expect(fightResultOf("closed")).toBeNull();
  });

  it("can be cancelled from open, last call or closed", () => {
    for (const state of ["open", "last_call", "closed"] as const)
      expect(nextState(state, "cancel")).toEqual({ ok: true, state: "cancelled" });
    expect(fightResultOf("cancelled")).toBe("cancelled");
  });

  it("says why a move is refused", () => {
    expect(nextState("open", "declare_meron")).toEqual({ ok: false, reason: "betting_open" });
    expect(nextState("last_call", "declare_draw")).toEqual({ ok: false, reason: "betting_open" });
    expect(nextState("last_call", "announce_last_call")).toEqual({ ok: false, reason: "already_last_call" });
    expect(nextState("closed", "close")).toEqual({ ok: false, reason: "betting_closed" });
    expect(nextState("closed", "announce_last_call")).toEqual({ ok: false, reason: "betting_closed" });
    for (const state of ["meron", "wala", "draw", "cancelled"] as const)
      for (const action of FIGHT_ACTIONS)
        expect(nextState(state, action)).toEqual({ ok: false, reason: "fight_over" });
  });

  it("takes bets only while open, the last call being open for betting", () => {
    expect(FIGHT_STATES.filter(acceptsBets)).toEqual(["open", "last_call"]);
    expect(FIGHT_STATES.filter(isFightOver)).toEqual(["meron", "wala", "draw", "cancelled"]);
  });

  it("never reopens betting, reaches a result only after closing, and never leaves its end", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FIGHT_ACTIONS), { maxLength: 12 }), (actions) => {
        const states = play(actions);
        const firstShut = states.findIndex((state) => !acceptsBets(state));
        if (firstShut >= 0) expect(states.slice(firstShut).some(acceptsBets)).toBe(false);
        const end = states.findIndex(isFightOver);
        if (end >= 0) {
          expect(end).toBe(states.length - 1);
          const previous = states[end - 1];
          if (states[end] !== "cancelled") expect(previous).toBe("closed");
        }
      }),
    );
  });
});
