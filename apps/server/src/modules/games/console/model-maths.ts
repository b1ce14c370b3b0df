import { Worker } from "node:worker_threads";
import { findSlotModel } from "@orchid/games/models/slot-models";
import type { TVolatility } from "@orchid/games/slot-model";
import type { TParSheetFigures } from "./par-sheet-worker.ts";

/** A maths model's theoretical figures from its PAR sheet. */
export type TModelMaths = TParSheetFigures & { modelId: string; name: string; volatilityClass: TVolatility };

const WORKER_URL = new URL("./par-sheet-worker.ts", import.meta.url).href;
/**
 * A worker starts with a fresh module loader that cannot read TypeScript: its first lines register
 * tsx, then load the real entry (as packages/games/src/simulate-in-workers.ts does).
 */
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); })`;

/** Each model's PAR sheet, computed once per process (seconds of CPU each) and kept. */
const sheets = new Map<string, Promise<TParSheetFigures>>();

function computeInWorker(modelId: string): Promise<TParSheetFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { modelId } });
    worker.once("message", (figures: TParSheetFigures) => resolve(figures));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`PAR sheet worker for ${modelId} stopped with exit code ${code}`));
    });
  });
}

/**
 * The theoretical figures of a maths model (null for a model the platform does not have, such as
 * a third-party game's). The first request per model computes its PAR sheet by full enumeration
 * in a worker thread, so the server keeps answering meanwhile; later ones are immediate. A failed
 * computation is not kept.
 */
export async function modelMaths(modelId: string): Promise<TModelMaths | null> {
  const model = findSlotModel(modelId);
  if (!model) return null;
  let sheet = sheets.get(modelId);
  if (!sheet) {
    const computing = computeInWorker(modelId);
    sheets.set(modelId, computing);
    computing.catch(() => sheets.delete(modelId));
    sheet = computing;
  }
  return { ...(await sheet), modelId, name: model.spec.name, volatilityClass: model.spec.volatility };
}
