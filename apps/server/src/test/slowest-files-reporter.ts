import type { Reporter, TestModule } from "vitest/node";

export type TFileTime = { project: string; file: string; ms: number };

/** How many files the closing table names. */
const SHOWN = 10;

/**
 * A file's own time: starting its worker environment, importing it, then its hooks and tests.
 * Time spent waiting for a free worker is not counted, so the table reads the same on a busy
 * machine as on a quiet one, only slower.
 */
function fileTime(module: TestModule): TFileTime {
  const d = module.diagnostic();
  return {
    project: module.project.name,
    file: module.relativeModuleId,
    ms: d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration,
  };
}

/** The table printed after a run: the slowest files first, their time in seconds. */
export function slowestFilesTable(times: readonly TFileTime[], shown = SHOWN): string {
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, shown);
  if (slowest.length === 0) return "";
  const lines = slowest.map(
    ({ project, file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)}s  ${project.padEnd(26)} ${file}`,
  );
  return [`Slowest ${slowest.length} test files`, ...lines].join("\n");
}

/**
 * Added beside the default reporter: when the run ends, names the ten slowest test files, so the
 * file that makes the gate slow is seen the day it lands rather than when CI hits its limit.
 */
export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const table = slowestFilesTable(modules.map(fileTime));
    if (table) process.stdout.write(`\n${table}\n`);
  }
}
