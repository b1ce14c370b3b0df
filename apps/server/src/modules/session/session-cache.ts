import { CHANGE_SETTLE_MS, currentStamp, lastChange, type TMember } from "../accounts/index.ts";
import type { TSession } from "./session-service.ts";

type TEntry = { session: TSession; member: TMember; at: number; stamp: number };

/**
 * A cached pair is used only while neither its member nor its session has changed since it was
 * read (see accounts/account-changes.ts); a pair is not cached at all while its member or session
 * changed less than CHANGE_SETTLE_MS ago: those calls read the database every time.
 *
 * The session and member behind a token, kept for at most `ttlMs` of real time so a busy
 * member's calls skip two reads. Every rule is still checked on each call against the app's
 * clock (expiry, idle limit, status); a change made in this process is seen at once, a change
 * made by another process within `ttlMs`. `ttlMs` 0 turns it off.
 */
export class SessionCache {
  private readonly entries = new Map<string, TEntry>();

  constructor(private readonly ttlMs: number) {}

  get(tokenHash: string, merchantId: number): { session: TSession; member: TMember } | undefined {
    if (this.ttlMs <= 0) return undefined;
    const key = `${merchantId}:${tokenHash}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const fresh =
      Date.now() - entry.at < this.ttlMs &&
      lastChange(`m:${entry.member.id}`).stamp <= entry.stamp &&
      lastChange(`s:${entry.session.id}`).stamp <= entry.stamp;
    if (fresh) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** The stamp to pass to `set`: taken before the reads, so a change during them is not missed. */
  stamp(): number {
    return currentStamp();
  }

  set(
    tokenHash: string,
    merchantId: number,
    value: { session: TSession; member: TMember },
    stamp: number,
  ): void {
    if (this.ttlMs <= 0) return;
    const settled = Date.now() - CHANGE_SETTLE_MS;
    const member = lastChange(`m:${value.member.id}`);
    const session = lastChange(`s:${value.session.id}`);
    if (member.at > settled || session.at > settled) return;
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(`${merchantId}:${tokenHash}`, { ...value, at: Date.now(), stamp });
  }
}
