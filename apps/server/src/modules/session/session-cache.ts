import type { TMember } from "../member/member-repo.ts";
import type { TSession } from "./session-service.ts";

type TEntry = { session: TSession; member: TMember; at: number; stamp: number };

/**
 * Which members and sessions changed in this process: a growing counter (`stamp`) and the real
 * time of each change. A cached pair is used only while neither its member nor its session has
 * changed since it was read. Process-wide on purpose: the repositories that change members and
 * sessions do not carry the app context.
 *
 * A change is announced inside its transaction, before the commit; a read in between still sees
 * the old rows but a newer stamp. So a pair is not cached at all while its member or session
 * changed less than CHANGE_SETTLE_MS ago (long enough for any such transaction to have committed):
 * those calls read the database every time.
 */
type TChange = { stamp: number; at: number };
const changes = new Map<string, TChange>();
let clock = 0;
let epoch: TChange = { stamp: 0, at: 0 };
const MAX_TRACKED = 100_000;
export const CHANGE_SETTLE_MS = 5_000;

function lastChange(key: string): TChange {
  const change = changes.get(key);
  return change && change.stamp > epoch.stamp ? change : epoch;
}

function record(key: string | null): void {
  clock += 1;
  const change = { stamp: clock, at: Date.now() };
  if (key === null || changes.size >= MAX_TRACKED) {
    changes.clear();
    epoch = change;
  }
  if (key !== null) changes.set(key, change);
}

/** A member's row or sessions changed (profile, status, password, second factor, logout…). */
export function memberChanged(memberId: number): void {
  record(`m:${memberId}`);
}

/** A session changed (revoked, flag cleared). */
export function sessionChanged(sessionId: number): void {
  record(`s:${sessionId}`);
}

/** Many members changed at once (a downline moved): forget every cached pair. */
export function everyMemberChanged(): void {
  record(null);
}

/**
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
    return clock;
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
