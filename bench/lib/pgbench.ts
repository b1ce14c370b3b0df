import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);
const OUTPUT_LIMIT = 16 * 1024 * 1024;

export type TPgbenchRun = {
  /** Transactions per second, without the initial connection time. */
  tps: number;
  latencyAvgMs: number;
  failed: number;
  /** pgbench's own summary, kept in the bench's details. */
  output: string;
};

/** `pgbench -i -s <scale> -q <url>`: builds the TPC-B-like tables (100,000 accounts per scale unit). */
export async function initPgbench(databaseUrl: string, scale: number): Promise<void> {
  await run("pgbench", ["-i", "-s", String(scale), "-q", databaseUrl], { maxBuffer: OUTPUT_LIMIT });
}

function numberAfter(output: string, pattern: RegExp): number {
  const match = pattern.exec(output);
  if (!match?.[1]) throw new Error(`pgbench output has no ${pattern}:\n${output}`);
  return Number(match[1]);
}

/**
 * `pgbench -c <clients> -j <threads> -T <seconds> -n <url>`: the built-in TPC-B-like script
 * (three updates, a select and an insert per transaction) without vacuuming first.
 */
export async function runPgbench(
  databaseUrl: string,
  options: { clients: number; threads: number; seconds: number },
): Promise<TPgbenchRun> {
  const args = ["-c", String(options.clients), "-j", String(options.threads)];
  args.push("-T", String(options.seconds), "-n", databaseUrl);
  const { stdout } = await run("pgbench", args, { maxBuffer: OUTPUT_LIMIT });
  return {
    tps: numberAfter(stdout, /^tps = ([\d.]+) \(without initial connection time\)/m),
    latencyAvgMs: numberAfter(stdout, /^latency average = ([\d.]+) ms/m),
    failed: numberAfter(stdout, /^number of failed transactions: (\d+)/m),
    output: stdout.trim(),
  };
}
