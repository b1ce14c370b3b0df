import { MAIN_WALLET, type TRecordRow } from "@orchid/contract/wallet";
import type { TRecordLine } from "./records-repo.ts";

/** A ledger line as the member sees it: signed from their side, with the main wallet's balance after. */
export function presentRecordLine(line: TRecordLine): TRecordRow {
  const isReturn = line.phase === "void_pending";
  const intoMember = line.side === "credit" ? !isReturn : isReturn;
  return {
    id: `${line.id}-${line.side}`,
    type: line.type,
    amount: intoMember ? line.amount : -line.amount,
    balanceAfter: line.kind === "main" ? line.availableAfter : null,
    wallet: line.kind === "main" ? MAIN_WALLET : line.wallet,
    status: line.phase === "pending" ? "held" : isReturn ? "released" : "posted",
    reference: line.reference,
    createdAt: line.createdAt.toISOString(),
  };
}
