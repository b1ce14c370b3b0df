/**
 * A per-process sliding-window counter for cheap throttles (captcha images, the 1 s SMS
 * throttle). Limits that cost money or protect accounts are counted in the database instead,
 * so every instance sees them.
 */
export class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit for `key` and says whether it is within the limit. */
  take(key: string, nowMs: number): boolean {
    const since = nowMs - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.limit) {
      this.hits.set(key, list);
      return false;
    }
    list.push(nowMs);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.prune(since);
    return true;
  }

  private prune(since: number): void {
    for (const [key, list] of this.hits) if (!list.some((t) => t > since)) this.hits.delete(key);
  }
}
