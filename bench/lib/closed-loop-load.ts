import net from "node:net";

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

/**
 * One keep-alive HTTP/1.1 connection speaking just enough of the protocol for this load: a
 * request written in one piece, an answer read by its Content-Length. Node's http client costs
 * several times more CPU per request, and on a 2-core machine the load generator's CPU is taken
 * from the server it measures; pgbench's own client is similarly lean C.
 */
class LeanConnection {
  private socket: net.Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (answer: TAnswer) => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly url: URL,
    private readonly timeoutMs: number,
  ) {}

  post(request: TLoadRequest): Promise<TAnswer> {
    const socket = this.socket ?? this.connect();
    const head = [
      `POST ${request.path} HTTP/1.1`,
      `Host: ${this.url.host}`,
      "Connection: keep-alive",
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(request.body)}`,
      ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    ].join("\r\n");
    return new Promise<TAnswer>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new Error(`no answer within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      this.waiting = {
        resolve: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      socket.write(`${head}\r\n\r\n${request.body}`);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private connect(): net.Socket {
    const socket = net.connect({ host: this.url.hostname, port: Number(this.url.port), noDelay: true });
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    socket.on("error", (error) => this.fail(error));
    socket.on("close", () => this.fail(new Error("connection closed")));
    this.socket = socket;
    return socket;
  }

  private parse(): void {
    const end = this.buffer.indexOf("\r\n\r\n");
    if (end < 0 || !this.waiting) return;
    const head = this.buffer.subarray(0, end).toString("latin1");
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.fail(new Error("answer without Content-Length"));
      return;
    }
    const total = end + 4 + Number(length);
    if (this.buffer.length < total) return;
    const body = this.buffer.subarray(end + 4, total).toString("utf8");
    this.buffer = this.buffer.subarray(total);
    const waiting = this.waiting;
    this.waiting = null;
    waiting.resolve({ status, body });
  }

  private fail(error: Error): void {
    this.socket?.destroy();
    this.socket = null;
    this.buffer = Buffer.alloc(0);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
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
  const timeoutMs = options.timeoutMs ?? 20_000;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let succeeded = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const connections = Array.from({ length: options.connections }, () => new LeanConnection(url, timeoutMs));
  const worker = async (index: number) => {
    const connection = connections[index] as LeanConnection;
    while (performance.now() < until) {
      const request = options.nextRequest(index);
      const sentAt = performance.now();
      const failure = await connection.post(request).then(failureOf, (error: unknown) => {
        return `network ${error instanceof Error ? error.message : String(error)}`;
      });
      latencies.push(performance.now() - sentAt);
      if (failure === null) succeeded += 1;
      else failures[failure] = (failures[failure] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
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
