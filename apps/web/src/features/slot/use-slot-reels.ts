import type { TSlotGame, TSlotSpin } from "@orchid/contract/slots";
import { useState } from "react";
import { idleWindow, REELS } from "./idle-window.ts";
import { type TSlotTimings, wait } from "./slot-timings.ts";
import { winningCells } from "./winning-cells.ts";

export type TReelsView = {
  window: string[][];
  spinning: boolean[];
  /** The spin whose wins show: its line wins and winning cells. */
  shown: TSlotSpin | null;
  cells: Set<string>;
  /** Changes with every spin, so each reel's landing animation plays again. */
  spinId: number;
};

const NONE_SPINNING = Array.from({ length: REELS }, () => false);
const ALL_SPINNING = Array.from({ length: REELS }, () => true);

/** What the reels show: spinning, stopping reel by reel on a result, then its wins lit. */
export function useSlotReels(game: TSlotGame) {
  const scatterId = game.symbols.find((symbol) => symbol.kind === "scatter")?.id ?? null;
  const [view, setView] = useState<TReelsView>(() => ({
    window: idleWindow(game.symbols),
    spinning: NONE_SPINNING,
    shown: null,
    cells: new Set(),
    spinId: 0,
  }));

  function startSpin(): void {
    setView((current) => ({ ...current, spinning: ALL_SPINNING, shown: null, cells: new Set() }));
  }

  /** Stops the reels left to right on a spin's window, then lights its wins. */
  async function land(spin: TSlotSpin, timings: TSlotTimings): Promise<void> {
    setView((current) => ({ ...current, window: spin.window, spinId: current.spinId + 1 }));
    for (let reel = 0; reel < REELS; reel += 1) {
      if (reel > 0 && timings.reelStop > 0) await wait(timings.reelStop);
      setView((current) => ({
        ...current,
        spinning: current.spinning.map((value, index) => value && index !== reel),
      }));
    }
    setView((current) => ({ ...current, shown: spin, cells: winningCells(spin, game.paylines, scatterId) }));
  }

  /** A failed spin: the reels stop where they were. */
  function stop(): void {
    setView((current) => ({ ...current, spinning: NONE_SPINNING }));
  }

  return { view, startSpin, land, stop };
}
