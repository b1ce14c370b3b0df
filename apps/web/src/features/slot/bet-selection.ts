import type { TSlotGame } from "@orchid/contract/slots";

/** A slot bet: how many paylines play and the stake on each (minor units). */
export type TSlotBet = { lines: number; betPerLine: number };

export function totalBet(bet: TSlotBet): number {
  return bet.lines * bet.betPerLine;
}

type TBetRules = Pick<TSlotGame, "maxLines" | "betPerLineOptions" | "minBet">;

/** Whether the game takes this bet: a line count it has, an offered line bet, at least its minimum. */
export function isBetAllowed(game: TBetRules, bet: TSlotBet): boolean {
  return (
    Number.isInteger(bet.lines) &&
    bet.lines >= 1 &&
    bet.lines <= game.maxLines &&
    game.betPerLineOptions.includes(bet.betPerLine) &&
    totalBet(bet) >= game.minBet
  );
}

/**
 * The bet the game opens with: the smallest total of lines × line bet that reaches the game's
 * minimum; between equal totals, the one playing more lines. Null if no bet reaches it.
 */
export function initialBet(game: TBetRules): TSlotBet | null {
  let best: TSlotBet | null = null;
  for (const betPerLine of game.betPerLineOptions) {
    const lines = Math.max(1, Math.ceil(game.minBet / betPerLine));
    if (lines > game.maxLines) continue;
    const bet = { lines, betPerLine };
    const isSmaller = best === null || totalBet(bet) < totalBet(best);
    const isTieWithMoreLines = best !== null && totalBet(bet) === totalBet(best) && lines > best.lines;
    if (isSmaller || isTieWithMoreLines) best = bet;
  }
  return best;
}

/** One line more or fewer, within 1..maxLines and never under the game's minimum total. */
export function stepLines(game: TBetRules, bet: TSlotBet, step: 1 | -1): TSlotBet {
  const next = { ...bet, lines: bet.lines + step };
  return isBetAllowed(game, next) ? next : bet;
}

/** The next offered line bet up or down, never under the game's minimum total. */
export function stepBetPerLine(game: TBetRules, bet: TSlotBet, step: 1 | -1): TSlotBet {
  const options = [...game.betPerLineOptions].sort((a, b) => a - b);
  const index = options.indexOf(bet.betPerLine);
  const betPerLine = options[index + step];
  if (betPerLine === undefined) return bet;
  const next = { ...bet, betPerLine };
  return isBetAllowed(game, next) ? next : bet;
}
