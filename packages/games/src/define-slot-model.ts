import {
  REEL_COUNT,
  ROW_COUNT,
  type TPays,
  type TReelSet,
  type TSlotModel,
  type TSlotModelSpec,
} from "./slot-model.ts";

/**
 * Checks a hand-written model and turns it into the tables the engine reads. Every rule the
 * maths relies on is enforced here, so a typo in a strip fails at start-up, not in a PAR sheet.
 */
export function defineSlotModel(spec: TSlotModelSpec): TSlotModel {
  const symbolIds = spec.symbols.map((symbol) => symbol.id);
  if (new Set(symbolIds).size !== symbolIds.length) fail(spec, "symbol ids must be unique");
  if (symbolIds.length > 255) fail(spec, "at most 255 symbols");
  const wilds = spec.symbols.filter((symbol) => symbol.kind === "wild");
  const scatters = spec.symbols.filter((symbol) => symbol.kind === "scatter");
  if (wilds.length !== 1 || scatters.length !== 1) fail(spec, "exactly one wild and one scatter");
  const wild = symbolIds.indexOf(wilds[0]?.id ?? "");
  const scatter = symbolIds.indexOf(scatters[0]?.id ?? "");

  const linePays = spec.symbols.map((symbol) => {
    if (symbol.kind === "scatter") return payTable(spec, { 3: 0, 4: 0, 5: 0 });
    if (!symbol.pays) return fail(spec, `symbol ${symbol.id} needs line pays`);
    return payTable(spec, symbol.pays);
  });
  checkPaylines(spec);
  checkBets(spec);
  const { awards, multiplier, retrigger } = spec.freeSpins;
  const freeSpinAwards = payTable(spec, awards);
  const largestAward = Math.max(...freeSpinAwards);
  if (!Number.isInteger(multiplier) || multiplier < 1)
    fail(spec, "the free-spin multiplier is an integer ≥ 1");
  const maxFreeSpinsPerRound = retrigger === "none" ? largestAward : retrigger.maxSpinsPerRound;
  if (!Number.isInteger(maxFreeSpinsPerRound) || maxFreeSpinsPerRound < largestAward) {
    fail(spec, "the free-spin cap must be an integer no lower than the largest award");
  }
  checkJackpot(spec);
  const maxBetPerLine = Math.max(...spec.betPerLineOptions);
  return {
    spec,
    symbolIds,
    wild,
    scatter,
    linePays,
    scatterPays: payTable(spec, spec.scatterPays),
    freeSpinAwards,
    maxFreeSpinsPerRound,
    maxTotalBet: spec.maxLines * maxBetPerLine,
    base: reelSet(spec, spec.baseStrips, symbolIds, scatter),
    freeSpins: reelSet(spec, spec.freeSpinStrips, symbolIds, scatter),
  };
}

function fail(spec: TSlotModelSpec, message: string): never {
  throw new Error(`slot model ${spec.id}: ${message}`);
}

/** Pays indexed by count 0..5; whole numbers only, so every win is a whole number of minor units. */
function payTable(spec: TSlotModelSpec, pays: TPays): number[] {
  const table = [0, 0, 0, pays[3], pays[4], pays[5]];
  if (!table.every((pay) => Number.isSafeInteger(pay) && pay >= 0))
    fail(spec, "pays must be whole numbers ≥ 0");
  return table;
}

function checkPaylines(spec: TSlotModelSpec): void {
  const isRow = (row: number) => Number.isInteger(row) && row >= 0 && row < ROW_COUNT;
  for (const line of spec.paylines) {
    if (line.length !== REEL_COUNT || !line.every(isRow)) fail(spec, `bad payline ${line.join(",")}`);
  }
  if (new Set(spec.paylines.map((line) => line.join(","))).size !== spec.paylines.length) {
    fail(spec, "paylines must be distinct");
  }
  if (!Number.isInteger(spec.maxLines) || spec.maxLines < 1 || spec.maxLines > spec.paylines.length) {
    fail(spec, `maxLines must be 1..${spec.paylines.length}`);
  }
}

function checkBets(spec: TSlotModelSpec): void {
  const options = spec.betPerLineOptions;
  if (options.length === 0 || !options.every((bet) => Number.isSafeInteger(bet) && bet > 0)) {
    fail(spec, "bets per line must be whole minor units > 0");
  }
}

function checkJackpot(spec: TSlotModelSpec): void {
  if (!spec.jackpot) return;
  const { contributionBasisPoints: share, oneInRoundsAtMaxBet: odds } = spec.jackpot;
  if (!Number.isInteger(share) || share < 0 || share > 10_000) fail(spec, "jackpot share is 0..10000 bp");
  if (!Number.isInteger(odds) || odds < 1 || odds > 2 ** 32) fail(spec, "jackpot odds are 1..2^32");
}

/** Strips parsed, plus each stop's visible column, so evaluation never computes a modulo. */
function reelSet(spec: TSlotModelSpec, strips: string[], symbolIds: string[], scatter: number): TReelSet {
  if (strips.length !== REEL_COUNT) fail(spec, `needs ${REEL_COUNT} strips per reel set`);
  const parsed = strips.map((strip, reel) => {
    const stops = strip.split(/\s+/).filter((token) => token !== "");
    const indices = stops.map((token) => symbolIds.indexOf(token));
    if (indices.includes(-1)) fail(spec, `reel ${reel + 1} names an unknown symbol: ${strip}`);
    if (indices.length === 0) fail(spec, `reel ${reel + 1} is empty`);
    return Uint8Array.from(indices);
  });
  const windows = parsed.map((strip) => {
    const window = new Uint8Array(strip.length * ROW_COUNT);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < ROW_COUNT; row++) {
        window[stop * ROW_COUNT + row] = strip[(stop + row) % strip.length] ?? 0;
      }
    }
    return window;
  });
  const scatterCounts = windows.map((window, reel) => {
    const counts = new Uint8Array(window.length / ROW_COUNT);
    for (let stop = 0; stop < counts.length; stop++) {
      const visible = window.subarray(stop * ROW_COUNT, stop * ROW_COUNT + ROW_COUNT);
      counts[stop] = visible.filter((symbol) => symbol === scatter).length;
      // The PAR sheet counts at most one scatter per reel; space them three stops apart.
      if ((counts[stop] ?? 0) > 1) fail(spec, `reel ${reel + 1} shows two scatters at stop ${stop}`);
    }
    return counts;
  });
  return { strips: parsed, windows, scatterCounts };
}
