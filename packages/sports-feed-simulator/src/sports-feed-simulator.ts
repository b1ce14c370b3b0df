/**
 * The running simulator: every tick it moves the simulated book to the clock's time and pushes
 * the messages that produced, in order, as signed pushes to `POST <server>/sb/feed`. When a push
 * is given up (the server was unreachable), answered only after retries (it may have restarted) or
 * named events the server does not know, the next tick first re-sends every open event's fixture
 * and status; results that did not get through are sent again.
 */
import type { TFeedMessage } from "@orchid/contract/sportsbook";
import { batchMessages, DEFAULT_MAX_BODY_BYTES } from "./batch-messages.ts";
import { createFeedWorld, type TFeedWorld, type TFeedWorldOptions } from "./feed-world.ts";
import { pause } from "./pause.ts";
import { pushFeedBatch, type TFeedTarget, type TPushReport } from "./push-feed.ts";

export type { TPushReport } from "./push-feed.ts";

export const DEFAULT_FEED_NAME = "dev-simulator";

export type TSportsFeedSimulatorOptions = TFeedWorldOptions & {
  /** The server's origin, e.g. `http://127.0.0.1:8080`. */
  server: string;
  secret: string;
  /** The feed's name in every push (default `dev-simulator`). */
  feed?: string;
  /** The clock (default Date.now); fixtures' times, the match engine and signatures all follow it. */
  now?: () => number;
  /** Real milliseconds between ticks (default 1000). */
  tickMs?: number;
  /** Told of each push once it has finished (answered, refused or given up). */
  onReport?: (report: TPushReport) => void;
  fetch?: typeof fetch;
  retryDelaysMs?: readonly number[];
  maxBodyBytes?: number;
  /** The least real time between two full re-sends (default 30 s). */
  resyncGapMs?: number;
  /** How many reports `reports()` keeps, newest last (default 1000). */
  keepReports?: number;
};

export type TSportsFeedSimulator = {
  /** The latest finished pushes, oldest first. */
  reports(): TPushReport[];
  /** Stops ticking and retrying; resolves once the loop has ended. */
  close(): Promise<void>;
  world: TFeedWorld;
};

const wasGivenUp = (report: TPushReport): boolean =>
  report.status === null || report.status >= 500 || report.status === 429;

export function startSportsFeedSimulator(options: TSportsFeedSimulatorOptions): TSportsFeedSimulator {
  const now = options.now ?? Date.now;
  const feed = options.feed ?? DEFAULT_FEED_NAME;
  if (!/^[a-z0-9_-]{1,32}$/.test(feed)) throw new Error("feed must be 1 to 32 of a-z, 0-9, _ and -");
  const world = createFeedWorld(options);
  const target: TFeedTarget = {
    server: options.server,
    secret: options.secret,
    feed,
    now,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const tickMs = options.tickMs ?? 1000;
  const resyncGapMs = options.resyncGapMs ?? 30_000;
  const keepReports = options.keepReports ?? 1000;
  const stop = new AbortController();
  const reports: TPushReport[] = [];
  const unsentResults: TFeedMessage[] = [];
  let needsResync = false;
  let lastResyncAt = Number.NEGATIVE_INFINITY;

  function record(report: TPushReport): void {
    reports.push(report);
    if (reports.length > keepReports) reports.splice(0, reports.length - keepReports);
    options.onReport?.(report);
  }

  async function tick(): Promise<void> {
    const messages: TFeedMessage[] = [];
    const startedAt = performance.now();
    if (needsResync && startedAt - lastResyncAt >= resyncGapMs) {
      messages.push(...world.resync());
      needsResync = false;
      lastResyncAt = startedAt;
    }
    messages.push(...unsentResults.splice(0), ...world.advance(now()));
    const batches = batchMessages(messages, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    for (const [index, batch] of batches.entries()) {
      if (stop.signal.aborted) return;
      const report = await pushFeedBatch(target, batch, stop.signal);
      if (stop.signal.aborted && !report.ok) return;
      record(report);
      if (report.ok) {
        if (report.attempts.length > 1 || (report.unknown ?? 0) > 0) needsResync = true;
      } else if (wasGivenUp(report)) {
        // The rest of this tick is dropped (the re-send brings the server up to date) but results.
        // The re-send goes on the first tick the server answers again, however recent the last.
        needsResync = true;
        lastResyncAt = Number.NEGATIVE_INFINITY;
        for (const left of batches.slice(index)) {
          unsentResults.push(...left.filter((message) => message.type === "result"));
        }
        return;
      }
    }
  }

  async function run(): Promise<void> {
    while (!stop.signal.aborted) {
      await tick();
      await pause(tickMs, stop.signal);
    }
  }

  const loop = run();
  return {
    reports: () => [...reports],
    async close() {
      stop.abort();
      await loop;
    },
    world,
  };
}
