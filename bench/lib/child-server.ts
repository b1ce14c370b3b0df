import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export type TChildServer = {
  pid: number;
  baseUrl: string;
  /** Last lines the process printed, for error messages. */
  output: () => string;
  stop: () => Promise<void>;
};

type TStartOptions = {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  baseUrl: string;
  readyPath: string;
  timeoutMs: number;
};

const OUTPUT_LIMIT = 8_000;
const running = new Set<number>();

// Last resort if the bench dies between start and stop: no server outlives the harness.
process.on("exit", () => {
  for (const pid of running) killGroup(pid, "SIGKILL");
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts a server in its own process group (so `npm → sh → tsx → node` all stop together),
 * waits until `readyPath` answers, and returns a handle that stops it by its PID.
 */
export async function startChildServer(options: TStartOptions): Promise<TChildServer> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${options.command}`);
  running.add(pid);

  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = async () => {
    if (!running.has(pid)) return;
    killGroup(pid, "SIGTERM");
    const done = await Promise.race([exited(child).then(() => true), sleep(5_000).then(() => false)]);
    if (!done) killGroup(pid, "SIGKILL");
    await exited(child);
    running.delete(pid);
  };

  const deadline = Date.now() + options.timeoutMs;
  const readyUrl = `${options.baseUrl}${options.readyPath}`;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      running.delete(pid);
      throw new Error(
        `${options.command} exited with ${child.exitCode} before ${readyUrl} answered:\n${output}`,
      );
    }
    const isReady = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (isReady) return { pid, baseUrl: options.baseUrl, output: () => output, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`${readyUrl} did not answer within ${options.timeoutMs} ms:\n${output}`);
}
