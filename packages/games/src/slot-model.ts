/** Every game here is five reels by three rows. */
export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

export type TSymbolKind = "wild" | "scatter" | "regular";

/** A pay for 3, 4 and 5 of a kind. Line pays are in line bets, scatter pays in total bets. */
export type TPays = { 3: number; 4: number; 5: number };

export type TSymbolSpec = {
  /** Short and stable: strips are written with it and clients draw the symbol from it. */
  id: string;
  name: string;
  kind: TSymbolKind;
  /** Line pays for regular symbols and the wild (a wild line pays as its own symbol); none for the scatter. */
  pays?: TPays;
};

/** The row (0 top, 1 middle, 2 bottom) a payline crosses on each reel, left to right. */
export type TPayline = readonly [number, number, number, number, number];

export type TRetrigger = "none" | { maxSpinsPerRound: number };

export type TFreeSpinsSpec = {
  /** Spins awarded by 3, 4 or 5 scatters, in the base game and (when it may retrigger) in free spins. */
  awards: TPays;
  /** Applies to every win of a free spin, line and scatter alike. */
  multiplier: number;
  /** With a cap, free spins awarded in one round (first award included) never exceed it. */
  retrigger: TRetrigger;
};

export type TJackpotSpec = {
  /** Share of every stake that funds the pool, in basis points (100 = 1 %). */
  contributionBasisPoints: number;
  /** The chance a round at the highest total bet triggers the jackpot is 1 in this; lower bets scale it down. */
  oneInRoundsAtMaxBet: number;
};

export type TVolatility = "low" | "medium" | "high";

/** A maths model as written by hand: symbols, strips as space-separated symbol ids, and rules. */
export type TSlotModelSpec = {
  id: string;
  name: string;
  volatility: TVolatility;
  symbols: TSymbolSpec[];
  paylines: readonly TPayline[];
  /** A round plays the first N paylines, 1 ≤ N ≤ maxLines. */
  maxLines: number;
  /** Allowed bets per line in minor units (coin values); total bet = lines × bet per line. */
  betPerLineOptions: number[];
  baseStrips: string[];
  freeSpinStrips: string[];
  /** Paid anywhere on the window, in total bets. */
  scatterPays: TPays;
  freeSpins: TFreeSpinsSpec;
  jackpot: TJackpotSpec | null;
};

/** One set of reel strips, laid out for fast reading. */
export type TReelSet = {
  /** Symbol index at each stop, per reel. */
  strips: Uint8Array[];
  /** Per reel, the visible symbols at each stop: `windows[reel][stop * ROW_COUNT + row]`. */
  windows: Uint8Array[];
  /** Per reel, how many scatters are visible at each stop (0 or 1). */
  scatterCounts: Uint8Array[];
};

/** A validated model with symbols as indices and every table the engine and the PAR sheet read. */
export type TSlotModel = {
  spec: TSlotModelSpec;
  symbolIds: string[];
  wild: number;
  scatter: number;
  /** `linePays[symbol][count]` in line bets, count 0..5 (0 below three). */
  linePays: number[][];
  /** `scatterPays[count]` in total bets, count 0..5. */
  scatterPays: number[];
  /** `freeSpinAwards[count]` by scatter count 0..5. */
  freeSpinAwards: number[];
  /** Most free spins one round can award; equal to the largest award when there is no retrigger. */
  maxFreeSpinsPerRound: number;
  maxTotalBet: number;
  base: TReelSet;
  freeSpins: TReelSet;
};
