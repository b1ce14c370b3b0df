import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CryptoRandomSource } from "../src/crypto-random-source.ts";
import { wordDumpChunks } from "../src/word-dump.ts";

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_BYTES = 64 * 1024 * 1024;
const DEFAULT_OUT = path.join(PACKAGE_DIR, "out", "rng-dump.bin");

const USAGE = `usage (from the repository root or packages/games):
  npm run rng:dump -- --bytes N --out path
(default ${DEFAULT_BYTES} bytes to ${path.relative(process.cwd(), DEFAULT_OUT)})`;

/**
 * Raw output of the production word source, for statistical batteries
 * (`dieharder -a -g 201 -f <file>`, `RNG_test stdin32 < <file>`).
 *
 * Written as `npm run rng:dump --bytes=N`, npm takes the flag as one of its own settings and
 * hands it on as `npm_config_bytes`, so those are read too. A relative `--out` is resolved from
 * the directory npm started in.
 */
function options(): { byteCount: number; outFile: string } {
  let values: { bytes?: string; out?: string };
  try {
    ({ values } = parseArgs({ options: { bytes: { type: "string" }, out: { type: "string" } } }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const bytes = values.bytes ?? process.env.npm_config_bytes;
  const out = values.out ?? process.env.npm_config_out;
  const byteCount = bytes === undefined ? DEFAULT_BYTES : Number(bytes);
  if (!Number.isSafeInteger(byteCount) || byteCount <= 0)
    throw new Error(`--bytes must be a whole number > 0\n${USAGE}`);
  const typedIn = process.env.INIT_CWD ?? process.cwd();
  return { byteCount, outFile: out === undefined ? DEFAULT_OUT : path.resolve(typedIn, out) };
}

function main(): void {
  const { byteCount, outFile } = options();
  mkdirSync(path.dirname(outFile), { recursive: true });
  const started = performance.now();
  const file = openSync(outFile, "w");
  try {
    for (const chunk of wordDumpChunks(new CryptoRandomSource(), byteCount)) writeSync(file, chunk);
  } finally {
    closeSync(file);
  }
  const seconds = (performance.now() - started) / 1000;
  const mebibytes = byteCount / (1024 * 1024);
  console.log(`${byteCount} bytes (${mebibytes.toFixed(1)} MiB) → ${outFile} in ${seconds.toFixed(2)} s`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
