import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "../..");

export type TServerProcess = {
  process: ChildProcess;
  /** Resolves with the listening URL; rejects with the output when the process exits first. */
  listening: Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
};

/** Spawns `src/main.ts` as its own process (tsx), on 127.0.0.1 and a free port unless `env` says otherwise. */
export function spawnServer(env: Record<string, string>): TServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  listening.catch(() => {});
  return { process: child, listening, exited, output: () => output };
}
