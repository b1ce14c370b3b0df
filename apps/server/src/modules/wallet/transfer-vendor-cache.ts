import type { TDb } from "../../db/database.ts";
import { type TTransferVendor, transferVendors } from "./wallet-repo.ts";

/**
 * The transfer-mode vendor list, read at most once per `ttlMs` (every wallet transfer needs it).
 * Concurrent callers share one read; a failed read is not kept. Whoever changes the vendors in
 * this process calls `invalidate()`; another process sees the change within `ttlMs`.
 */
export class TransferVendorCache {
  private entry: { at: number; list: Promise<TTransferVendor[]> } | null = null;

  constructor(
    private readonly db: TDb,
    private readonly ttlMs: number,
  ) {}

  list(): Promise<TTransferVendor[]> {
    const now = Date.now();
    if (this.entry && now - this.entry.at < this.ttlMs) return this.entry.list;
    const list = transferVendors(this.db);
    const entry = { at: now, list };
    this.entry = entry;
    list.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return list;
  }

  invalidate(): void {
    this.entry = null;
  }
}
