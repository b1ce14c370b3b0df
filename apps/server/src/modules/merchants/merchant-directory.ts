import type { TDb } from "../../db/database.ts";
import {
  findMerchantByCode,
  findMerchantByHost,
  type TMerchant,
  type TMerchantDomain,
} from "./merchant-repo.ts";

type TEntry<T> = { value: T | undefined; at: number };

/**
 * Merchant lookups by code and by host, cached for a few seconds so a busy site does not read the
 * merchant row on every call; `invalidate()` makes a settings change visible at once.
 */
export class MerchantDirectory {
  private readonly byCode = new Map<string, TEntry<TMerchant>>();
  private readonly byHost = new Map<string, TEntry<{ merchant: TMerchant; domain: TMerchantDomain }>>();

  constructor(
    private readonly db: TDb,
    private readonly ttlMs: number,
  ) {}

  async byMerchantCode(code: string): Promise<TMerchant | undefined> {
    return this.cached(this.byCode, code, () => findMerchantByCode(this.db, code));
  }

  async byHostName(host: string): Promise<{ merchant: TMerchant; domain: TMerchantDomain } | undefined> {
    return this.cached(this.byHost, host, () => findMerchantByHost(this.db, host));
  }

  invalidate(): void {
    this.byCode.clear();
    this.byHost.clear();
  }

  private async cached<T>(map: Map<string, TEntry<T>>, key: string, load: () => Promise<T | undefined>) {
    const now = Date.now();
    const hit = map.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = await load();
    if (map.size > 10_000) map.clear();
    map.set(key, { value, at: now });
    return value;
  }
}
