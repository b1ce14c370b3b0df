const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
}
