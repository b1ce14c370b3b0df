import type { TTx } from "../../db/database.ts";
import type { TConsoleCall } from "./console-gate.ts";
import { recordOperatorAction } from "./operator-audit.ts";

/** What a console edit changes on a row: the patch to write, and the audit row's before and after. */
export type TFieldChange<TPatch> = {
  patch: TPatch;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/** The listed fields the input sets to something new (a field left out, or given as it is, stays). */
export function fieldChange<TRow, K extends keyof TRow & string>(
  row: TRow,
  input: { readonly [P in K]?: TRow[P] },
  fields: readonly K[],
): TFieldChange<Partial<Pick<TRow, K>>> {
  const patch: Partial<Pick<TRow, K>> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of fields) {
    const value = input[key];
    if (value === undefined || value === row[key]) continue;
    before[key] = row[key];
    after[key] = value;
    patch[key] = value;
  }
  return { patch, before, after };
}

/**
 * Writes a console edit in the caller's transaction: the patch when it changes anything, and
 * always the audit row (who, what, before and after, from where) of the operator's action.
 */
export async function writeAuditedChange<TPatch extends object>(
  tx: TTx,
  call: TConsoleCall,
  edit: {
    target: { action: string; targetType: string; targetId: string | number };
    change: TFieldChange<TPatch>;
    write: (patch: TPatch) => Promise<void>;
  },
): Promise<void> {
  const { target, change, write } = edit;
  if (Object.keys(change.patch).length > 0) await write(change.patch);
  await recordOperatorAction(
    tx,
    {
      operatorId: call.found.operator.id,
      merchantId: call.merchant.id,
      action: target.action,
      outcome: "ok",
      targetType: target.targetType,
      targetId: target.targetId,
      before: change.before,
      after: change.after,
    },
    call.client,
  );
}
