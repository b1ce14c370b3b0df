/**
 * One scheduled job: a queue of the same name gets one run per tick of `everySeconds` (ticks are
 * counted on the database clock from the epoch, so every instance agrees which tick it is).
 * A failed run is retried `retry.limit` times, `retry.delaySeconds` apart (doubling, with jitter,
 * when `retry.backoff`); a run longer than `timeoutSeconds` counts as failed.
 */
export type TJobDefinition = {
  /** The queue's name: letters, digits, dots and dashes ("payments.deposit-expiry"). */
  name: string;
  everySeconds: number;
  /** `runId` names this run in the queue (a retry keeps it). */
  run: (runId: string) => Promise<unknown>;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  timeoutSeconds: number;
  /** How often an idle worker looks for a queued run or a retry that is due (default 2 s). */
  pollSeconds?: number;
};

/** The retry policy of the regular upkeep jobs: two more tries, 30 s then about a minute later. */
export const UPKEEP_RETRY = { limit: 2, delaySeconds: 30, backoff: true } as const;
