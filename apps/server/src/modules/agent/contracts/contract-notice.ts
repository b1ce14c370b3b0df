import type { TMessageKind } from "@orchid/contract/inbox";
import type { TTx } from "../../../db/database.ts";
import { insertMessage } from "../../inbox/index.ts";

/**
 * Tells the other party of a contract what happened, through its inbox (in the transaction that
 * made the change). The site words each kind from its catalogue (msg_contract_*); the message
 * carries no amount.
 */
export async function tellMember(
  tx: TTx,
  notice: { merchantId: number; memberId: number | null; kind: TMessageKind; at: Date },
): Promise<void> {
  if (notice.memberId === null) return;
  await insertMessage(tx, {
    merchantId: notice.merchantId,
    memberId: notice.memberId,
    kind: notice.kind,
    amountMinor: 0,
    orderNo: null,
    at: notice.at,
  });
}
