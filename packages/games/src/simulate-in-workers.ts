import { Worker } from "node:worker_threads";
import { addTotals, EMPTY_TOTALS, type TSimulationTotals } from "./simulate-rounds.ts";
import type { TSimulationJob } from "./simulation-worker.ts";

const WORKER_URL = new URL("./simulation-worker.ts", import.meta.url).href;
/**
 * A worker starts with a fresh module loader that cannot read TypeScript, and Node 20 does not
 * pass loader hooks on to it: the worker's first lines register tsx, then load the real entry.
 */
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); })`;

/**
 * Splits `job.rounds` over `threads` worker threads and adds up what they played. Each worker
 * draws from its own `CryptoRandomSource`, independent of the others.
 */
export async function simulateInWorkers(job: TSimulationJob, threads: number): Promise<TSimulationTotals> {
  const shares = Array.from(
    { length: threads },
    (_, index) => Math.floor(job.rounds / threads) + (index < job.rounds % threads ? 1 : 0),
  );
  const results = await Promise.all(shares.map((rounds) => runWorker({ ...job, rounds })));
  return results.reduce(addTotals, EMPTY_TOTALS);
}

function runWorker(job: TSimulationJob): Promise<TSimulationTotals> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: job });
    worker.once("message", (totals: TSimulationTotals) => resolve(totals));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`simulation worker stopped with exit code ${code}`));
    });
  });
}
