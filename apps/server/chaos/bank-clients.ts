import { planOperation } from "./bank-ops.ts";
import { executeOperation } from "./execute-operation.ts";
import type { TMemberSession } from "./member-sessions.ts";
import type { TOpRecord } from "./op-record.ts";
import { createRandom, pickOne } from "./random.ts";

export type TBankClientsOptions = {
  baseUrl: string;
  sessions: TMemberSession[];
  clients: number;
  seed: number;
  /** The demo's gateway deposit channel. */
  channelId: number;
  /** ms since the run started. */
  clock: () => number;
  /** No new operation starts after this (clock time); those under way finish. */
  endMs: number;
};

/**
 * Runs `clients` concurrent clients, each picking a random member of the pool and a random
 * operation over and over until `endMs`, and answers every operation's record. Keys are
 * `chaos-<client>-<n>-<random>`, so each names exactly one intended operation.
 */
export async function runBankClients(options: TBankClientsOptions): Promise<TOpRecord[]> {
  const history: TOpRecord[] = [];
  const runClient = async (client: number) => {
    const random = createRandom(options.seed + client * 7_919);
    let sequence = 0;
    const newKey = () => {
      sequence += 1;
      return `chaos-${client}-${sequence}-${Math.floor(random() * 2 ** 32).toString(36)}`;
    };
    while (options.clock() < options.endMs) {
      const session = pickOne(random, options.sessions);
      const plan = planOperation({
        random,
        member: session,
        everyone: options.sessions,
        channelId: options.channelId,
        newKey,
      });
      const context = { baseUrl: options.baseUrl, client, session, random, clock: options.clock };
      history.push(await executeOperation(context, plan));
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, client) => runClient(client)));
  return history;
}
