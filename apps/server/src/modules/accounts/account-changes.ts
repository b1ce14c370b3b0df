/**
 * Which member accounts and sessions changed in this process: a growing counter (`stamp`) and the
 * real time of each change. Process-wide on purpose: the repositories that change members and
 * sessions do not carry the app context. It lives beside the member rows (not in the session
 * module) so the member repository can announce a change without depending on the session module.
 *
 * A change is announced inside its transaction, before the commit; a read in between still sees
 * the old rows but a newer stamp. So a reader caching what it read must not cache a member or
 * session that changed less than CHANGE_SETTLE_MS ago (long enough for any such transaction to
 * have committed).
 */
export type TChange = { stamp: number; at: number };
const changes = new Map<string, TChange>();
let clock = 0;
let epoch: TChange = { stamp: 0, at: 0 };
const MAX_TRACKED = 100_000;
export const CHANGE_SETTLE_MS = 5_000;

export function lastChange(key: string): TChange {
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

/** The stamp of the latest change, taken before reads so a change during them is not missed. */
export function currentStamp(): number {
  return clock;
}
