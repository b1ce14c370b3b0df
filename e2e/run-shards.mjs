#!/usr/bin/env node
// `npm run test:e2e`: the browser suite in two halves at once, each half a Playwright run with its
// own server, data dir and ports, so the specs that change the demo merchant never meet. A spec
// spends much of its time waiting on the page, so two halves finish in a little over half the
// time on two cores (docs/TESTING.md). Files are dealt to the halves by their recorded times
// (file-times.json), longest first; a file with no recorded time counts as the median.
//
//   node run-shards.mjs                  both halves (E2E_SHARDS=1 for one run)
//   node run-shards.mjs --record-times   the same, then file-times.json from this run
//   node run-shards.mjs tests/x.spec.ts  any other argument: one plain `playwright test` run
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";

const e2eDir = import.meta.dirname;
const timesFile = path.join(e2eDir, "file-times.json");
const args = process.argv.slice(2);
const record = args.includes("--record-times");
const passThrough = args.filter((arg) => arg !== "--record-times");
const shardCount = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 18080);
const baseGatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 18091);
const children = new Set();

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

function playwright(playwrightArgs, env, prefix) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", ...playwrightArgs], {
      cwd: e2eDir,
      env: { ...process.env, ...env },
      stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    children.add(child);
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on("line", (line) => {
          process.stdout.write(`${prefix} ${line}\n`);
        });
      }
    }
    child.on("close", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (passThrough.length > 0 || (shardCount === 1 && !record)) {
  process.exit(await playwright(passThrough, {}, null));
}

const files = readdirSync(path.join(e2eDir, "tests"))
  .filter((name) => name.endsWith(".spec.ts"))
  .sort();
const recorded = existsSync(timesFile) ? JSON.parse(readFileSync(timesFile, "utf8")) : {};
const known = Object.values(recorded).sort((a, b) => a - b);
const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 10;
const weight = (file) => recorded[file] ?? median;

// Longest first, each to the half with the least so far.
const shards = Array.from({ length: shardCount }, () => ({ files: [], seconds: 0 }));
for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
  const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
  lightest.files.push(file);
  lightest.seconds += weight(file);
}

const resultsDir = path.join(e2eDir, "test-results");
mkdirSync(resultsDir, { recursive: true });
const started = Date.now();
const runs = shards.map((shard, index) => {
  const label = `[${index + 1}/${shardCount}]`;
  const jsonReport = path.join(resultsDir, `shard-${index + 1}.json`);
  rmSync(jsonReport, { force: true });
  console.log(
    `${label} ${shard.files.length} files, about ${Math.round(shard.seconds)} s: ${shard.files.join(" ")}`,
  );
  const env = {
    E2E_PORT: String(basePort + index * 100),
    E2E_GATEWAY_PORT: String(baseGatewayPort + index * 100),
    E2E_DATA_DIR: "",
    E2E_OUTPUT_DIR: path.join(resultsDir, `shard-${index + 1}`),
    E2E_REPORT_DIR: path.join(e2eDir, "playwright-report", `shard-${index + 1}`),
    E2E_JSON_REPORT: jsonReport,
  };
  return playwright(
    shard.files.map((file) => `tests/${file}`),
    env,
    label,
  ).then((code) => ({ code, jsonReport, label }));
});
const results = await Promise.all(runs);

// One closing line for the whole suite (.ci/run reads "N passed (…)").
const counts = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
const fileSeconds = {};
for (const { jsonReport } of results) {
  if (!existsSync(jsonReport)) continue;
  const report = JSON.parse(readFileSync(jsonReport, "utf8"));
  counts.passed += report.stats?.expected ?? 0;
  counts.flaky += report.stats?.flaky ?? 0;
  counts.failed += report.stats?.unexpected ?? 0;
  counts.skipped += report.stats?.skipped ?? 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.basename(spec.file);
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        fileSeconds[file] = (fileSeconds[file] ?? 0) + (last ? last.duration / 1000 : 0);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\n  ${counts.passed + counts.flaky} passed (${minutes}m)` +
    (counts.flaky ? `, ${counts.flaky} of them flaky` : "") +
    (counts.failed ? `, ${counts.failed} failed` : "") +
    (counts.skipped ? `, ${counts.skipped} skipped` : ""),
);

if (record && results.every((result) => result.code === 0)) {
  const rounded = Object.fromEntries(
    Object.entries(fileSeconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.round(seconds * 10) / 10]),
  );
  writeFileSync(timesFile, `${JSON.stringify(rounded, null, 2)}\n`);
  console.log(`recorded ${Object.keys(rounded).length} file times in file-times.json`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
