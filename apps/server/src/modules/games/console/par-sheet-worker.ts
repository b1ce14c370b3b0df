import { parentPort, workerData } from "node:worker_threads";
import { findSlotModel } from "@orchid/games/models/slot-models";
import { computeParSheet } from "@orchid/games/par-sheet";

/** What a PAR-sheet worker answers for one model (model-maths.ts keeps it for the process). */
export type TParSheetFigures = { rtp: number; volatility: number; jackpotContribution: number };

// Full enumeration takes seconds of CPU per model: it runs here, off the server's event loop.
const { modelId } = workerData as { modelId: string };
const model = findSlotModel(modelId);
if (!model) throw new Error(`unknown slot model ${modelId}`);
const sheet = computeParSheet(model);
const figures: TParSheetFigures = {
  rtp: sheet.rtp,
  volatility: sheet.volatility,
  jackpotContribution: sheet.jackpotContribution,
};
parentPort?.postMessage(figures);
