import type { TSlotGame, TSlotRound, TSlotSpin } from "@orchid/contract/slots";
import type { TSlotModel } from "@orchid/games/slot-model";
import type { TRoundResult, TSpinOutcome } from "@orchid/games/spin";

/** What the game page needs of a model: symbols, paylines, bets and the feature rules. */
export function presentSlotGame(
  game: { id: number; name: string; vendorName: string; theme: string | null; minBet: number },
  model: TSlotModel,
  jackpot: number | null,
): TSlotGame {
  const { spec } = model;
  return {
    nodeId: game.id,
    name: game.name,
    vendorName: game.vendorName,
    theme: game.theme,
    modelId: spec.id,
    volatility: spec.volatility,
    symbols: spec.symbols.map((symbol) => ({
      id: symbol.id,
      name: symbol.name,
      kind: symbol.kind,
      pays: symbol.pays ?? null,
    })),
    paylines: spec.paylines.slice(0, spec.maxLines).map((line) => [...line]),
    maxLines: spec.maxLines,
    betPerLineOptions: [...spec.betPerLineOptions],
    minBet: game.minBet,
    scatterPays: spec.scatterPays,
    freeSpins: { awards: spec.freeSpins.awards, multiplier: spec.freeSpins.multiplier },
    jackpot,
  };
}

const presentSpin = (spin: TSpinOutcome): TSlotSpin => ({
  window: spin.window,
  lineWins: spin.lineWins,
  scatter: spin.scatter,
  win: spin.win,
});

/** The round as stored on the game round (`detail`) and answered; the balance is added per answer. */
export type TStoredSlotRound = Omit<TSlotRound, "balance" | "roundId" | "bonusSpins">;

export function storedSlotRound(round: TRoundResult, jackpotWin: number, playedAt: Date): TStoredSlotRound {
  return {
    lines: round.lines,
    betPerLine: round.betPerLine,
    totalBet: round.totalBet,
    base: presentSpin(round.base),
    freeSpins: round.freeSpins
      ? {
          awarded: round.freeSpins.awarded,
          multiplier: round.freeSpins.multiplier,
          spins: round.freeSpins.spins.map(presentSpin),
          win: round.freeSpins.win,
        }
      : null,
    jackpotWin,
    totalWin: round.totalWin + jackpotWin,
    playedAt: playedAt.toISOString(),
  };
}
