import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";
import type { TBenchResult } from "./lib/bench-result.ts";
import { withinBudget } from "./lib/bench-result.ts";
import { startOrchidServer } from "./lib/orchid-server.ts";
import { REPO_ROOT, WEB_DIST } from "./lib/paths.ts";

const BUDGET_BYTES = 170 * 1024;

type TScriptFile = {
  url: string;
  rawBytes: number;
  gzip9Bytes: number;
  gzipDefaultBytes: number;
  servedEncoding: string | null;
};

function ensureBuild(notes: string[]): void {
  if (existsSync(path.join(WEB_DIST, "index.html"))) return;
  notes.push("apps/web/dist was missing: ran `npm run build` first");
  const build = spawnSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`npm run build failed with ${build.status}`);
}

function isScript(response: Response): boolean {
  const type = response.headers()["content-type"] ?? "";
  const url = new URL(response.url());
  return (
    response.request().resourceType() === "script" ||
    type.includes("javascript") ||
    /\.m?js$/.test(url.pathname)
  );
}

function measure(url: string, body: Buffer, servedEncoding: string | null): TScriptFile {
  return {
    url,
    rawBytes: body.length,
    gzip9Bytes: gzipSync(body, { level: 9 }).length,
    gzipDefaultBytes: gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }).length,
    servedEncoding,
  };
}

/** Every JavaScript file the home route loads, gzipped, against a 170 KB budget. */
export async function run(): Promise<TBenchResult> {
  const notes: string[] = [];
  ensureBuild(notes);
  const server = await startOrchidServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, timezoneId: "UTC" });
    const origin = new URL(server.baseUrl).origin;
    const blocked: string[] = [];
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:"))
        return route.continue();
      blocked.push(url);
      return route.abort();
    });

    const page = await context.newPage();
    const pending: Promise<TScriptFile | null>[] = [];
    page.on("response", (response) => {
      if (!isScript(response) || response.status() !== 200) return;
      const encoding = response.headers()["content-encoding"] ?? null;
      pending.push(
        response
          .body()
          .then((body) => measure(response.url(), body, encoding))
          .catch(() => null),
      );
    });

    const started = performance.now();
    await page.goto(`${server.baseUrl}/`, { waitUntil: "networkidle" });
    const loadMs = performance.now() - started;
    const measured = (await Promise.all(pending)).filter((file): file is TScriptFile => file !== null);
    const files = [...new Map(measured.map((file) => [file.url, file])).values()]
      .map((file) => ({ ...file, url: file.url.replace(origin, "") }))
      .sort((a, b) => b.gzip9Bytes - a.gzip9Bytes);
    await context.close();

    const sum = (pick: (file: TScriptFile) => number) => files.reduce((total, file) => total + pick(file), 0);
    const metrics = {
      jsFiles: files.length,
      rawBytes: sum((file) => file.rawBytes),
      gzip9Bytes: sum((file) => file.gzip9Bytes),
      gzipDefaultBytes: sum((file) => file.gzipDefaultBytes),
      budgetUsed: sum((file) => file.gzip9Bytes) / BUDGET_BYTES,
      networkIdleMs: Math.round(loadMs),
    };
    const budget = { metric: "gzip9Bytes", max: BUDGET_BYTES, unit: "bytes" };
    if (files.length === 0) notes.push("no JavaScript response seen: is apps/web/dist a real build?");
    if (blocked.length > 0)
      notes.push(`blocked ${blocked.length} non-loopback request(s): ${blocked.join(", ")}`);
    const servedUncompressed = files.filter((file) => file.servedEncoding === null).length;
    if (servedUncompressed > 0) notes.push(`${servedUncompressed} script(s) were served without compression`);
    return {
      name: "home-bundle",
      metrics,
      units: {
        jsFiles: "files",
        rawBytes: "bytes",
        gzip9Bytes: "bytes",
        gzipDefaultBytes: "bytes",
        budgetUsed: "ratio",
        networkIdleMs: "ms",
      },
      budget,
      ok: files.length > 0 && withinBudget(budget, metrics.gzip9Bytes),
      notes,
      details: { route: "/", budgetBytes: BUDGET_BYTES, files },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
