import type { TBoOperatorChange } from "@orchid/contract/backoffice-operators";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMerchant } from "../merchants/index.ts";
import { presentApproval } from "./approval-presenter.ts";
import { findApprovalView } from "./approval-repo.ts";

/** The answer of an operator change that waits for approval: the request as the queue shows it. */
export async function pendingChange(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  approvalId: number,
): Promise<TBoOperatorChange> {
  const view = await findApprovalView(ctx.database.db, merchant.id, approvalId);
  if (!view) throw new AppError("NOT_FOUND", { id: approvalId });
  return { operator: null, approval: presentApproval(view) };
}
