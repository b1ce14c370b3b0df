import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "./test/test-database-kind.ts";

const serverDir = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "orchid-main-"));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>): Promise<{ process: ChildProcess; url: string }> {
  const processRef = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ process: processRef, url: match[1] });
    };
    processRef.stdout?.on("data", onData);
    processRef.stderr?.on("data", onData);
    processRef.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function exitOf(processRef: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => processRef.on("exit", (code) => resolve(code)));
}

// The real process on embedded PGlite: start, answer, stop cleanly on SIGTERM, start again on the same data.
describe.skipIf(testDatabaseKind() === "postgres")("the server process", () => {
  it("migrates, seeds, serves and shuts down cleanly, then restarts on the same data", async () => {
    const first = await start({ DATA_DIR: dataDir });
    child = first.process;
    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, value: { database: "pglite" } });
    const exited = exitOf(first.process);
    first.process.kill("SIGTERM");
    expect(await exited).toBe(0);

    const second = await start({ DATA_DIR: dataDir });
    child = second.process;
    const status = await fetch(`${second.url}/wps/system/status`, { headers: { Merchant: "demo" } });
    const body = (await status.json()) as { value: { merchantCode: string } };
    expect(body.value.merchantCode).toBe("demo");
    const exitedAgain = exitOf(second.process);
    second.process.kill("SIGINT");
    expect(await exitedAgain).toBe(0);
  }, 120_000);

  it("refuses to start with dev switches in production", async () => {
    await expect(start({ DATA_DIR: dataDir, NODE_ENV: "production", DEV_ROUTES: "1" })).rejects.toThrow(
      /DEV_ROUTES=1 is refused/,
    );
  }, 30_000);

  it("refuses a production start on the embedded database or with the demo seed, naming each", async () => {
    await expect(start({ DATA_DIR: dataDir, NODE_ENV: "production", SEED_DEMO: "1" })).rejects.toThrow(
      /SEED_DEMO=1 is refused when NODE_ENV=production[\s\S]*DATABASE_URL is required when NODE_ENV=production/,
    );
  }, 30_000);
});
