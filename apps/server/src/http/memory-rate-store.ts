type TCount = { current: number; ttl: number };
type TDone = (error: Error | null, count: TCount) => void;

const MAX_KEYS = 50_000;

/**
 * The in-process count of `@fastify/rate-limit` for one instance (no Redis): a fixed window per
 * key. Each call gets its own snapshot of the count, so requests decided in the same tick each
 * see their own place in the window (the bundled store hands all of them one shared, later count).
 */
export class MemoryRateStore {
  private readonly windows = new Map<string, { count: number; startMs: number }>();

  incr(key: string, done: TDone, timeWindow: number): void {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.startMs + timeWindow <= now) {
      if (!entry && this.windows.size >= MAX_KEYS) this.dropExpired(now, timeWindow);
      entry = { count: 0, startMs: now };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    done(null, { current: entry.count, ttl: entry.startMs + timeWindow - now });
  }

  read(key: string, done: TDone, timeWindow: number): void {
    const entry = this.windows.get(key);
    const now = Date.now();
    const isOpen = entry !== undefined && entry.startMs + timeWindow > now;
    done(
      null,
      isOpen ? { current: entry.count, ttl: entry.startMs + timeWindow - now } : { current: 0, ttl: 0 },
    );
  }

  child(): MemoryRateStore {
    return new MemoryRateStore();
  }

  private dropExpired(now: number, timeWindow: number): void {
    for (const [key, entry] of this.windows) if (entry.startMs + timeWindow <= now) this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.windows.clear();
  }
}
