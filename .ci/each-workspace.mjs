#!/usr/bin/env node
// Runs one npm script in every workspace that has it, as many at once as the machine has cores
// (`npm run <script> --workspaces` runs them one by one: on two cores the typecheck then takes
// twice as long). Each workspace's output is printed whole when it ends; the exit code is 1 when
// any failed. Usage: node .ci/each-workspace.mjs typecheck
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const script = process.argv[2];
if (!script) throw new Error("usage: node .ci/each-workspace.mjs <script>");
const root = path.resolve(import.meta.dirname, "..");
const { workspaces } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const pending = workspaces.filter((dir) => {
  const { scripts = {} } = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8"));
  return script in scripts;
});
// Slowest first would be ideal; the apps are the big ones, so start them early.
pending.sort((a, b) => Number(b.startsWith("apps/")) - Number(a.startsWith("apps/")));

function run(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", script, "--silent"], { cwd: path.join(root, dir) });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? "✓" : "✗"} ${script} ${dir} (${seconds}s)\n${output}`);
      resolve(code === 0);
    });
  });
}

let failed = false;
async function worker() {
  for (let dir = pending.shift(); dir; dir = pending.shift()) {
    if (!(await run(dir))) failed = true;
  }
}
const lanes = Math.max(2, os.availableParallelism());
await Promise.all(Array.from({ length: lanes }, worker));
process.exit(failed ? 1 : 0);
