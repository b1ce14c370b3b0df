/**
 * How many games match a list filter, remembered briefly. A lobby asks page after page of the
 * same filter (infinite scroll) and the count is the costly half of each call; the catalogue
 * changes rarely, so a total up to `ttlMs` old is fine (only totalPages can lag, never the games).
 */
export class ListCountCache {
  private readonly entries = new Map<string, { total: number; expiresAt: number }>();

  constructor(
    private readonly now: () => Date,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const at = this.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > at) return hit.total;
    const total = await count();
    this.entries.delete(key);
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { total, expiresAt: at + this.ttlMs });
    return total;
  }
}
