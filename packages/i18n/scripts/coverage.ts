/**
 * Prints each language's translation coverage against English and fails when a catalogue has
 * keys English lacks, breaks a placeholder, or misses a key.
 */
import { readFileSync } from "node:fs";
import { CATALOGUE_LOADERS, type TCatalogue } from "../src/catalogues.ts";
import { coverageOf } from "../src/coverage.ts";

/** Every catalogue is shipped, so every one must be complete: CI fails on a missing key. */
const REQUIRED_COMPLETE = Object.keys(CATALOGUE_LOADERS);

function read(code: string): TCatalogue {
  return JSON.parse(readFileSync(new URL(`../locales/${code}.json`, import.meta.url), "utf8")) as TCatalogue;
}

const english = read("EN");
const problems: string[] = [];
console.log("lang    keys  translated  coverage");
for (const code of Object.keys(CATALOGUE_LOADERS)) {
  const report = coverageOf(code, read(code), english);
  console.log(
    `${code.padEnd(6)} ${String(report.total).padStart(5)} ${String(report.translated).padStart(11)}  ${report.percent.toFixed(1).padStart(6)}%`,
  );
  if (report.unknownKeys.length > 0)
    problems.push(`${code}: keys not in EN: ${report.unknownKeys.join(", ")}`);
  if (report.placeholderErrors.length > 0)
    problems.push(`${code}: placeholders differ from EN in: ${report.placeholderErrors.join(", ")}`);
  if (REQUIRED_COMPLETE.includes(code) && report.translated < report.total)
    problems.push(`${code}: must be complete but misses ${report.total - report.translated} keys`);
}
if (problems.length > 0) {
  console.error(`\n${problems.join("\n")}`);
  process.exit(1);
}
