import type { TBoMemberLedger } from "@orchid/contract/backoffice-payments";
import type { TDb } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { findMemberById } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { memberWallets } from "./balance-service.ts";
import { presentRecordLine } from "./records-presenter.ts";
import { memberLedgerLines } from "./records-repo.ts";

/** `GET /bo/wallet/ledger`: a member's wallets, what is held, and every ledger line, newest first. */
export async function memberLedger(
  db: TDb,
  merchant: TMerchant,
  query: { memberId: number; page: number; pageSize: number },
): Promise<TBoMemberLedger> {
  const member = await findMemberById(db, merchant.id, query.memberId);
  if (!member) throw new AppError("NOT_FOUND", { memberId: query.memberId });
  const [{ wallets, held }, { lines, total }] = await Promise.all([
    memberWallets(db, member.id),
    memberLedgerLines(db, member.id, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  return {
    memberId: member.id,
    username: member.username,
    wallets,
    held,
    rows: lines.map(presentRecordLine),
    page: query.page,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
