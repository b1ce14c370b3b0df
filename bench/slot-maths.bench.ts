import { CryptoRandomSource } from "../packages/games/src/crypto-random-source.ts";
import { SLOT_MODELS } from "../packages/games/src/models/slot-models.ts";
import { computeParSheet } from "../packages/games/src/par-sheet.ts";
import { simulateInWorkers } from "../packages/games/src/simulate-in-workers.ts";
import { compareWithPar, simulateRounds } from "../packages/games/src/simulate-rounds.ts";
import type { TSlotModel } from "../packages/games/src/slot-model.ts";
import type { TBenchResult } from "./lib/bench-result.ts";

/** Rounds simulated per model, split over the worker threads. */
const ROUNDS_PER_MODEL = 100_000_000;
const THREADS = 2;
/** Rounds played on the main thread alone, for the single-core rate. */
const ONE_THREAD_ROUNDS = 1_000_000;

type TModelFigures = {
  metrics: Record<string, number>;
  units: Record<string, string>;
  note: string;
  ok: boolean;
};

const percent = (value: number, digits: number) => Number((value * 100).toFixed(digits));

/** `wild-ride` → `wildRide`, so metric names read like the others in the table. */
function metricKey(model: TSlotModel): string {
  return model.spec.id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

async function measureModel(model: TSlotModel): Promise<TModelFigures> {
  const bet = { lines: model.spec.maxLines, betPerLine: model.spec.betPerLineOptions[0] ?? 1 };
  const parStarted = performance.now();
  const par = computeParSheet(model);
  const parMs = performance.now() - parStarted;

  const oneThreadStarted = performance.now();
  simulateRounds(model, bet, ONE_THREAD_ROUNDS, new CryptoRandomSource());
  const oneThreadSeconds = (performance.now() - oneThreadStarted) / 1000;

  const simulationStarted = performance.now();
  const totals = await simulateInWorkers({ modelId: model.spec.id, bet, rounds: ROUNDS_PER_MODEL }, THREADS);
  const simulationSeconds = (performance.now() - simulationStarted) / 1000;
  const agreement = compareWithPar(par, totals);

  const key = metricKey(model);
  const metrics: Record<string, number> = {
    [`${key}ParMs`]: Math.round(parMs),
    [`${key}ParRtp`]: percent(par.rtp, 4),
    [`${key}SimulatedRtp`]: percent(agreement.simulatedRtp, 4),
    [`${key}IntervalHalfWidth`]: percent(agreement.halfWidth, 4),
    [`${key}ZScore`]: Number(agreement.zScore.toFixed(3)),
    [`${key}RoundsPerS`]: Math.round(totals.rounds / simulationSeconds),
    [`${key}OneThreadRoundsPerS`]: Math.round(ONE_THREAD_ROUNDS / oneThreadSeconds),
  };
  const units: Record<string, string> = {
    [`${key}ParMs`]: "ms",
    [`${key}ParRtp`]: "%",
    [`${key}SimulatedRtp`]: "%",
    [`${key}IntervalHalfWidth`]: "%",
    [`${key}ZScore`]: "σ",
    [`${key}RoundsPerS`]: "rounds/s",
    [`${key}OneThreadRoundsPerS`]: "rounds/s",
  };
  const note =
    `${model.spec.id}: PAR RTP ${percent(par.rtp, 4)} %, simulated ${percent(agreement.simulatedRtp, 4)} % ` +
    `over ${totals.rounds.toLocaleString("en-US")} rounds in ${simulationSeconds.toFixed(1)} s ` +
    `(z = ${agreement.zScore.toFixed(2)}, 99 % interval ± ${percent(agreement.halfWidth, 4)} %): ` +
    `${agreement.isWithin ? "within" : "OUTSIDE"}`;
  return { metrics, units, note, ok: agreement.isWithin };
}

/**
 * Each maths model's exact PAR sheet by full enumeration (timed), then 100 million rounds
 * through the real `spin` on two worker threads, each with its own production (crypto) random
 * source. Fails when a model's simulated RTP falls outside the 99 % interval around its PAR
 * RTP: that happens by chance in 1 % of runs per model, so a failure is worth a rerun before a
 * hunt, and two in a row are a bug.
 */
export async function run(): Promise<TBenchResult> {
  const figures: TModelFigures[] = [];
  for (const model of SLOT_MODELS) figures.push(await measureModel(model));
  return {
    name: "slot-maths",
    metrics: Object.assign({}, ...figures.map((figure) => figure.metrics)),
    units: Object.assign({}, ...figures.map((figure) => figure.units)),
    ok: figures.every((figure) => figure.ok),
    notes: [
      `${ROUNDS_PER_MODEL.toLocaleString("en-US")} rounds per model on ${THREADS} worker threads`,
      ...figures.map((figure) => figure.note),
    ],
  };
}
