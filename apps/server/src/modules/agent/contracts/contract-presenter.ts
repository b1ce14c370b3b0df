import type { TAgentContract, TAgentContractKind, TAgentContractState } from "@orchid/contract/agent";
import type { TDb, TTx } from "../../../db/database.ts";
import type { TContractRow } from "./contract-repo.ts";
import { usernamesById } from "./contract-usernames-repo.ts";

type TTerminationBy = TAgentContract["terminationBy"];

/** A contract as both sides and the console see it: usernames, never member ids. */
export function presentContract(row: TContractRow, usernames: Map<number, string>): TAgentContract {
  return {
    id: row.id,
    kind: row.kind as TAgentContractKind,
    state: row.state as TAgentContractState,
    holder: usernames.get(row.memberId) ?? "",
    upline: row.uplineId === null ? null : (usernames.get(row.uplineId) ?? ""),
    terms: row.terms,
    pendingTerms: row.pendingTerms ?? null,
    terminationBy: (row.terminationBy as TTerminationBy) ?? null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    acceptedAt: row.acceptedAt?.getTime() ?? null,
  };
}

/** Presents rows after one lookup of every holder's and upline's username. */
export async function presentContracts(
  db: TDb | TTx,
  merchantId: number,
  rows: readonly TContractRow[],
): Promise<TAgentContract[]> {
  const usernames = await usernamesById(
    db,
    merchantId,
    rows.flatMap((row) => [row.memberId, row.uplineId]),
  );
  return rows.map((row) => presentContract(row, usernames));
}

export async function presentOne(
  db: TDb | TTx,
  merchantId: number,
  row: TContractRow,
): Promise<TAgentContract> {
  const [one] = await presentContracts(db, merchantId, [row]);
  if (!one) throw new Error("contract presenter lost its row");
  return one;
}
