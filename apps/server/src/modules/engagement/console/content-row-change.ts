import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TMerchant } from "../../merchants/index.ts";
import type { TOperatorContext } from "../../operators/index.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import type { TClientInfo } from "../../session/index.ts";

/**
 * One kind of merchant content row (banner, notice, help article): its merchant-scoped statements,
 * its audit names and what of a row the audit log keeps.
 */
export type TContentKind<TRow extends { id: number }, TValues> = {
  /** The audit action's prefix: "<action>.save" and "<action>.delete". */
  action: string;
  targetType: string;
  lock: (tx: TTx, merchantId: number, id: number) => Promise<TRow | undefined>;
  insert: (tx: TTx, merchantId: number, values: TValues) => Promise<TRow>;
  update: (tx: TTx, merchantId: number, id: number, values: TValues) => Promise<TRow | undefined>;
  remove: (tx: TTx, merchantId: number, id: number) => Promise<TRow | undefined>;
  audited: (row: TRow) => unknown;
};

/** Who changes which merchant's content, from where. */
export type TContentActor = { found: TOperatorContext; merchant: TMerchant; client: TClientInfo };

function recordContentAction<TRow extends { id: number }, TValues>(
  tx: TTx,
  kind: TContentKind<TRow, TValues>,
  actor: TContentActor,
  change: { verb: "save" | "delete"; row: TRow; before: TRow | undefined; after: TRow | undefined },
): Promise<void> {
  return recordOperatorAction(
    tx,
    {
      operatorId: actor.found.operator.id,
      merchantId: actor.merchant.id,
      action: `${kind.action}.${change.verb}`,
      outcome: "ok",
      targetType: kind.targetType,
      targetId: change.row.id,
      before: change.before ? kind.audited(change.before) : null,
      after: change.after ? kind.audited(change.after) : null,
    },
    actor.client,
  );
}

/**
 * Creates a row of the merchant (no id) or replaces one of its own, locked first so the audit's
 * before is what was replaced; NOT_FOUND for an id the merchant does not have. `check` runs first
 * in the same transaction (e.g. that a referenced row belongs to the merchant).
 */
export async function saveContentRow<TRow extends { id: number }, TValues>(
  ctx: Pick<TAppContext, "database">,
  kind: TContentKind<TRow, TValues>,
  actor: TContentActor,
  change: { id: number | undefined; values: TValues; check?: (tx: TTx) => Promise<void> },
): Promise<TRow> {
  const merchantId = actor.merchant.id;
  const { id, values } = change;
  return ctx.database.db.transaction(async (tx) => {
    await change.check?.(tx);
    const before = id === undefined ? undefined : await kind.lock(tx, merchantId, id);
    if (id !== undefined && !before) throw new AppError("NOT_FOUND", { id });
    const saved = before
      ? await kind.update(tx, merchantId, before.id, values)
      : await kind.insert(tx, merchantId, values);
    if (!saved) throw new AppError("NOT_FOUND", { id });
    await recordContentAction(tx, kind, actor, { verb: "save", row: saved, before, after: saved });
    return saved;
  });
}

/** Removes one of the merchant's rows (NOT_FOUND otherwise); audited with what it was. */
export async function deleteContentRow<TRow extends { id: number }, TValues>(
  ctx: Pick<TAppContext, "database">,
  kind: TContentKind<TRow, TValues>,
  actor: TContentActor,
  id: number,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const removed = await kind.remove(tx, actor.merchant.id, id);
    if (!removed) throw new AppError("NOT_FOUND", { id });
    await recordContentAction(tx, kind, actor, {
      verb: "delete",
      row: removed,
      before: removed,
      after: undefined,
    });
  });
}
