/**
 * A football league's "league winner" outright for one window of time: published when the window
 * opens, priced from the teams' strengths, and settled with a drawn finishing order when it closes.
 */
import type { TFeedMessage } from "@orchid/contract/sportsbook";
import { DEFAULT_MARGIN } from "./odds.ts";
import { drawStandings, priceOutright } from "./price-outright.ts";
import type { TOutrightWindow } from "./schedule.ts";
import { createRandom, hashSeed } from "./seeded-random.ts";

export type TOutrightState = {
  window: TOutrightWindow;
  fixture: Extract<TFeedMessage, { type: "fixture" }>;
  /** The finishing order it will be settled on, first place first. */
  standings: string[][];
};

export function createOutright(
  seed: number,
  window: TOutrightWindow,
  margin = DEFAULT_MARGIN,
): TOutrightState {
  const { league } = window;
  const random = createRandom(hashSeed(seed, window.ref));
  return {
    window,
    fixture: {
      type: "fixture",
      ref: window.ref,
      sport: league.sport,
      competition: { ref: league.ref, name: league.name },
      kind: "outright",
      home: `Winner of ${league.name}`,
      // Bets are taken until the window closes and the result comes in.
      startsAt: new Date(window.closesAt).toISOString(),
      markets: [priceOutright(league.teams, margin).market],
    },
    standings: drawStandings(league.teams, random),
  };
}

/** The `ended` status and the result that settle the outright. */
export function settleOutright(outright: TOutrightState): TFeedMessage[] {
  const { ref } = outright.window;
  return [
    { type: "status", ref, state: "ended" },
    { type: "result", ref, result: { status: "final", standings: outright.standings } },
  ];
}
