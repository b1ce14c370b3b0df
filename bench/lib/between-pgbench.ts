import { initPgbench, runPgbench, type TPgbenchRun } from "./pgbench.ts";
import { createScratchDatabase } from "./scratch-database.ts";

export type TPgbenchSettings = { scale: number; clients: number; threads: number; seconds: number };

/**
 * The baseline a bench compares with, measured in the same run on the same server: pgbench's
 * TPC-B-like load on its own scratch database before `work` and again after it (the database
 * dropped afterwards, whatever happened). Answers both runs, their mean tps, and what `work` did.
 */
export async function betweenPgbench<T>(
  postgresUrl: string,
  settings: TPgbenchSettings,
  work: () => Promise<T>,
): Promise<{ before: TPgbenchRun; after: TPgbenchRun; tps: number; result: T }> {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    await initPgbench(scratch.url, settings.scale);
    const before = await runPgbench(scratch.url, settings);
    const result = await work();
    const after = await runPgbench(scratch.url, settings);
    return { before, after, tps: (before.tps + after.tps) / 2, result };
  } finally {
    await scratch.drop();
  }
}
