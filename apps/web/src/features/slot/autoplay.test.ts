import { describe, expect, it } from "vitest";
import { AUTOPLAY_OFF, afterAutoplayRound, isAutoplayOn, requestStop, startAutoplay } from "./autoplay.ts";

const ok = { isFailed: false, balance: 10_000, nextTotalBet: 10 };

describe("autoplay", () => {
  it("plays the chosen number of rounds, then stops", () => {
    let autoplay = startAutoplay(10);
    let played = 0;
    while (isAutoplayOn(autoplay)) {
      autoplay = afterAutoplayRound(autoplay, ok);
      played += 1;
    }
    expect(played).toBe(10);
  });

  it("stops after the current round when asked", () => {
    const stopping = requestStop(startAutoplay(25));
    expect(stopping).toEqual({ remaining: 25, isStopping: true });
    expect(isAutoplayOn(stopping)).toBe(true);
    expect(afterAutoplayRound(stopping, ok)).toEqual(AUTOPLAY_OFF);
    expect(requestStop(AUTOPLAY_OFF)).toBe(AUTOPLAY_OFF);
  });

  it("stops on a failed round or when the balance cannot pay the next bet", () => {
    expect(afterAutoplayRound(startAutoplay(50), { ...ok, isFailed: true })).toEqual(AUTOPLAY_OFF);
    expect(afterAutoplayRound(startAutoplay(50), { ...ok, balance: 9 })).toEqual(AUTOPLAY_OFF);
    expect(afterAutoplayRound(startAutoplay(50), { ...ok, balance: 10 })).toEqual({
      remaining: 49,
      isStopping: false,
    });
  });
});
