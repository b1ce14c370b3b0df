import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { TBench, TBenchResult } from "./lib/bench-result.ts";
import { machineInfo } from "./lib/machine.ts";
import { BENCH_DIR, RESULTS_DIR } from "./lib/paths.ts";
import { printTable } from "./lib/table.ts";

const SUFFIX = ".bench.ts";

/** `tsx run.ts [name ...]`: runs every `*.bench.ts` in order, or only the ones named. */
function selectBenches(names: string[]): string[] {
  const all = readdirSync(BENCH_DIR)
    .filter((file) => file.endsWith(SUFFIX))
    .sort();
  if (names.length === 0) return all;
  const wanted = names.map((name) => path.basename(name).replace(/\.bench\.ts$/, "") + SUFFIX);
  const unknown = wanted.filter((file) => !all.includes(file));
  if (unknown.length > 0) {
    throw new Error(`unknown bench ${unknown.join(", ")}; have ${all.join(", ")}`);
  }
  return wanted;
}

function isBench(value: unknown): value is TBench {
  return typeof value === "function";
}

async function runOne(file: string): Promise<TBenchResult> {
  const module: Record<string, unknown> = await import(pathToFileURL(path.join(BENCH_DIR, file)).href);
  const bench = module.run;
  if (!isBench(bench)) throw new Error(`${file} must export \`run(): Promise<TBenchResult>\``);
  return bench();
}

function failed(file: string, error: unknown): TBenchResult {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    name: file.replace(SUFFIX, ""),
    metrics: {},
    units: {},
    ok: false,
    notes: [`crashed: ${message}`],
  };
}

async function main(): Promise<number> {
  const files = selectBenches(process.argv.slice(2));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const machine = machineInfo();
  const results: TBenchResult[] = [];
  for (const file of files) {
    console.log(`\n▶ ${file}`);
    const started = performance.now();
    const result = await runOne(file).catch((error: unknown) => failed(file, error));
    const seconds = (performance.now() - started) / 1000;
    results.push(result);
    const outFile = path.join(RESULTS_DIR, `${result.name}.json`);
    writeFileSync(outFile, `${JSON.stringify({ ...result, machine, seconds }, null, 2)}\n`);
    for (const note of result.notes) console.log(`  note: ${note}`);
    console.log(
      `  ${result.ok ? "ok" : "FAIL"} in ${seconds.toFixed(1)} s → ${path.relative(process.cwd(), outFile)}`,
    );
  }
  console.log(`\n${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, ${machine.date}\n`);
  printTable(results);
  return results.every((result) => result.ok) ? 0 : 1;
}

process.exitCode = await main();
