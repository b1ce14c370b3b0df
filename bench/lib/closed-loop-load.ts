import http from "node:http";

/** One JSON POST of the load; `headers` are added to `Content-Type: application/json`. */
export type TLoadRequest = { path: string; headers: Record<string, string>; body: string };

export type TLoadOptions = {
  baseUrl: string;
  /** Workers, each with its own keep-alive connection and one request in flight. */
  connections: number;
  seconds: number;
  /** The request worker `worker` sends next; called only once its previous answer arrived. */
  nextRequest: (worker: number) => TLoadRequest;
  timeoutMs?: number;
};

export type TLoadResult = {
  completed: number;
  /** Answers that were 2xx with a success envelope. */
  succeeded: number;
  failed: number;
  /** Failures by `<status> <code>` (or `network <message>`), for the bench's notes. */
  failures: Record<string, number>;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
};

type TAnswer = { status: number; body: string };

function post(agent: http.Agent, url: URL, request: TLoadRequest, timeoutMs: number): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...request.headers,
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(request.body)),
    };
    const options = {
      agent,
      host: url.hostname,
      port: url.port,
      path: request.path,
      method: "POST",
      headers,
    };
    const outgoing = http.request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    outgoing.on("error", reject);
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.end(request.body);
  });
}

function failureOf(answer: TAnswer): string | null {
  if (answer.status >= 200 && answer.status < 300 && answer.body.includes('"success":true')) return null;
  const code = /"code":"([A-Z_]+)"/.exec(answer.body)?.[1] ?? "no code";
  return `${answer.status} ${code}`;
}

/** Nearest-rank percentile of ascending `sorted` (0 when empty). */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * A closed-loop load: `connections` workers each send a request, wait for its answer, and send
 * the next, for `seconds`. Latency is measured per request from write to last byte in this
 * process (sub-millisecond resolution); a request counts only when it was a success envelope.
 */
export async function runClosedLoopLoad(options: TLoadOptions): Promise<TLoadResult> {
  const url = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const timeoutMs = options.timeoutMs ?? 20_000;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let succeeded = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const worker = async (index: number) => {
    while (performance.now() < until) {
      const request = options.nextRequest(index);
      const sentAt = performance.now();
      const failure = await post(agent, url, request, timeoutMs).then(failureOf, (error: unknown) => {
        return `network ${error instanceof Error ? error.message : String(error)}`;
      });
      latencies.push(performance.now() - sentAt);
      if (failure === null) succeeded += 1;
      else failures[failure] = (failures[failure] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    completed: latencies.length,
    succeeded,
    failed: latencies.length - succeeded,
    failures,
    seconds,
    perSecond: succeeded / seconds,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1] ?? 0,
  };
}
