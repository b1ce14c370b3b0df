import { setTimeout as sleep } from "node:timers/promises";
import type { TApiReply } from "./api-call.ts";

type TAnswer = Extract<TApiReply, { kind: "answer" }>;

/** A 5xx the server answered: never expected, even while it restarts. */
export type TServerError = { status: number; code: string | null };

export type TSendOutcome = {
  /** The definitive answer (a success or a 4xx refusal); null when none came before the deadline. */
  answer: TAnswer | null;
  attempts: number;
  networkErrors: number;
  serverErrors: TServerError[];
};

/**
 * Sends the same request (the same idempotency key) again and again until it gets a definitive
 * answer, as a careful client does when a connection breaks or the server dies mid-call; gives up
 * at `deadline` (performance.now() time) and then the outcome is unknown.
 */
export async function sendUntilDefinitive(
  send: () => Promise<TApiReply>,
  deadline: number,
): Promise<TSendOutcome> {
  const outcome: TSendOutcome = { answer: null, attempts: 0, networkErrors: 0, serverErrors: [] };
  for (;;) {
    outcome.attempts += 1;
    const reply = await send();
    // A success or a refusal settles the call; a 5xx or no answer at all is retried.
    if (reply.kind === "network") outcome.networkErrors += 1;
    else if (reply.status >= 500) outcome.serverErrors.push({ status: reply.status, code: reply.code });
    else {
      outcome.answer = reply;
      return outcome;
    }
    if (performance.now() >= deadline) return outcome;
    await sleep(Math.min(500, 25 * outcome.attempts) + Math.floor(Math.random() * 50));
  }
}
