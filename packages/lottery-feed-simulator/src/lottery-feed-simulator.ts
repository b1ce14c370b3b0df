import { setMaxListeners } from "node:events";
import type { TDraw, TScheduledGame } from "@orchid/games/lottery/schedule/draw-schedule";
import { drawFeedResult } from "./draw-feed-result.ts";
import { FEED_GAMES, findFeedGame } from "./feed-games.ts";
import { nextDraw } from "./next-draw.ts";
import { pause } from "./pause.ts";
import { pushFeedResult, type TFeedTarget, type TPushReport } from "./push-feed-result.ts";

/**
 * Waits at most this long before looking at the clock again, so a machine that slept or a clock
 * that jumped still pushes at the draw's time.
 */
const LONGEST_WAIT_MS = 60_000;

export type TLotteryFeedSimulatorOptions = TFeedTarget & {
  /** The games to report (default: every real-world game). */
  games?: readonly string[];
  /** The result a draw gets (default: drawn for the game's family from the system's random source). */
  resultFor?: (game: TScheduledGame, draw: TDraw) => unknown;
  /** Told of each push once it has finished (answered, refused or given up). */
  onReport?: (report: TPushReport) => void;
};

export type TLotteryFeedSimulator = {
  /** Every finished push so far, oldest first. */
  reports(): TPushReport[];
  /** Stops waiting and retrying; resolves once every game's loop has ended. */
  close(): Promise<void>;
};

/**
 * Plays a results feed: for each game, waits for its next draw's time (from the shipped schedules),
 * then pushes a result for it, signed, with retries. Draws already drawn when it starts are left
 * alone (push those with `pushFeedResult`).
 */
export function startLotteryFeedSimulator(options: TLotteryFeedSimulatorOptions): TLotteryFeedSimulator {
  const now = options.now ?? Date.now;
  const games = (options.games ?? FEED_GAMES.map((game) => game.code)).map((code) => {
    const game = findFeedGame(code);
    if (!game) throw new Error(`"${code}" is not a real-world lottery game`);
    return game;
  });
  const resultFor = options.resultFor ?? ((game: TScheduledGame) => drawFeedResult(game.family));
  const stop = new AbortController();
  // Every game's loop waits on this one signal (60 of them by default), not a listener leak.
  setMaxListeners(0, stop.signal);
  const reports: TPushReport[] = [];

  async function follow(game: TScheduledGame): Promise<void> {
    let from = now();
    while (!stop.signal.aborted) {
      const draw = nextDraw(game.schedule, from);
      const wait = draw.drawAt - now();
      if (wait > 0) {
        await pause(Math.min(wait, LONGEST_WAIT_MS), stop.signal);
        continue;
      }
      const push = { gameCode: game.code, issue: draw.issue, result: resultFor(game, draw) };
      const report = await pushFeedResult(options, push, stop.signal);
      reports.push(report);
      options.onReport?.(report);
      from = draw.drawAt + 1;
    }
  }

  const loops = games.map((game) => follow(game));
  return {
    reports: () => [...reports],
    async close() {
      stop.abort();
      await Promise.all(loops);
    },
  };
}
