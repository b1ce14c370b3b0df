import type { TDb } from "../../../db/database.ts";
import { findEnabledVendor, type TVendor } from "./vendors-repo.ts";

/** How long a vendor's row (enabled, wallet mode, secret) is reused; a console change shows within it. */
export const VENDOR_CACHE_MS = 2_000;

/** Enabled vendors by code, read at most every VENDOR_CACHE_MS per instance (every wallet call needs one). */
export class VendorCache {
  private readonly entries = new Map<string, { vendor: TVendor | undefined; at: number }>();

  constructor(
    private readonly db: TDb,
    private readonly ttlMs = VENDOR_CACHE_MS,
  ) {}

  async get(code: string): Promise<TVendor | undefined> {
    const now = Date.now();
    const hit = this.entries.get(code);
    if (hit && now - hit.at < this.ttlMs) return hit.vendor;
    const vendor = await findEnabledVendor(this.db, code);
    if (this.entries.size > 1_000) this.entries.clear();
    this.entries.set(code, { vendor, at: now });
    return vendor;
  }
}
