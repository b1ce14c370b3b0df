import type {
  TBoFight,
  TSabongSettings,
  ZBoFightAction,
  ZBoFightSearch,
  ZBoNewFight,
} from "@orchid/contract/sabong";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf, type TTx } from "../../../db/database.ts";
import { sabongSettings } from "../../../db/schema/sabong.ts";
import { AppError } from "../../../http/app-error.ts";
import { recordOperatorAction, requestApproval, type TConsoleCall } from "../../operators/index.ts";
import { withTransactionRetry } from "../../wallet/index.ts";
import { moveFight, openFight } from "../fight-moves.ts";
import { presentFight } from "../fight-presenter.ts";
import { findFight, lockFight, searchFights, type TFightRow } from "../fights-repo.ts";
import { readSabongSettings } from "../sabong-settings.ts";
import { FIGHT_DECLARE_KIND, type TDeclarePayload } from "./derby-approvals.ts";

/**
 * The console's derby: one fight of a merchant runs at a time — opened for bets, given a last
 * call, closed (cancelled with every bet refunded when a side is empty or would pay its minimum per
 * 100 or less), then declared by two operators, or cancelled. Every change is audited.
 */
export class Derby {
  constructor(private readonly ctx: TAppContext) {}

  async fights(merchantId: number, input: z.output<typeof ZBoFightSearch>) {
    const db = this.ctx.database.db;
    const { rows, total } = await searchFights(db, merchantId, {
      state: input.state,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    const pending = await this.pendingApprovals(rows.map((row) => row.id));
    return {
      rows: rows.map((row) => presentConsoleFight(row, pending.get(row.id) ?? null)),
      page: input.page,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    };
  }

  async newFight(call: TConsoleCall, input: z.output<typeof ZBoNewFight>): Promise<TBoFight> {
    const settings = await readSabongSettings(this.ctx.database.db, call.merchant.id);
    const fightId = await withTransactionRetry(() =>
      this.ctx.database.db.transaction(async (tx) => {
        const id = await openFight(tx, call.merchant.id, input, settings, {
          operatorId: call.found.operator.id,
          at: call.client.at,
        });
        await audit(tx, call, "sabong.fights.create", id, { ...input });
        return id;
      }),
    );
    return this.fight(call.merchant.id, fightId);
  }

  async action(call: TConsoleCall, input: z.output<typeof ZBoFightAction>): Promise<TBoFight> {
    if (input.action === "cancel" && !input.reason) {
      throw new AppError("INVALID_INPUT", {
        fields: [{ field: "reason", path: "reason", key: "err_required" }],
      });
    }
    const paid = await withTransactionRetry(() =>
      this.ctx.database.db.transaction(async (tx) => {
        const fight = await lockFight(tx, call.merchant.id, input.fightId);
        if (!fight) throw new AppError("NOT_FOUND");
        const members = await moveFight(this.ctx, tx, fight, input.action, call.client.at, input.reason);
        await audit(tx, call, `sabong.fights.${input.action}`, fight.id, { ...input });
        return members;
      }),
    );
    if (paid.length > 0) this.ctx.walletEvents.publish("balance", paid);
    return this.fight(call.merchant.id, input.fightId);
  }

  /** Files a closed fight's result for a second operator (one pending result per fight, claimed under a lock). */
  async declare(
    call: TConsoleCall,
    fightId: number,
    result: "meron" | "wala" | "draw",
  ): Promise<{ approvalId: number }> {
    const fight = await findFight(this.ctx.database.db, call.merchant.id, fightId);
    if (!fight) throw new AppError("NOT_FOUND");
    if (fight.state !== "closed") throw new AppError("ORDER_STATE_CHANGED", { reason: fight.state });
    const payload: TDeclarePayload = {
      fightId,
      result,
      fight: `#${fight.fightNo} ${fight.meron} v ${fight.wala}`,
    };
    const row = await this.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sabong-declare'), ${fightId})`);
      if ((await this.pendingApprovals([fightId], tx)).size > 0) throw new AppError("APPROVAL_PENDING");
      return requestApproval(
        tx,
        {
          merchantId: call.merchant.id,
          kind: FIGHT_DECLARE_KIND,
          payload,
          amountMinor: null,
          requestedBy: call.found.operator.id,
          note: `${payload.fight}: ${result}`,
        },
        call.client,
      );
    });
    return { approvalId: row.id };
  }

  async settings(merchantId: number): Promise<TSabongSettings> {
    return readSabongSettings(this.ctx.database.db, merchantId);
  }

  async saveSettings(call: TConsoleCall, input: TSabongSettings): Promise<TSabongSettings> {
    const values = { ...input, updatedAt: call.client.at };
    await this.ctx.database.db.transaction(async (tx) => {
      await tx
        .insert(sabongSettings)
        .values({ merchantId: call.merchant.id, ...values })
        .onConflictDoUpdate({ target: sabongSettings.merchantId, set: values });
      await audit(tx, call, "sabong.settings.save", call.merchant.id, { ...input });
    });
    return this.settings(call.merchant.id);
  }

  private async fight(merchantId: number, fightId: number): Promise<TBoFight> {
    const fight = await findFight(this.ctx.database.db, merchantId, fightId);
    if (!fight) throw new AppError("NOT_FOUND");
    const pending = await this.pendingApprovals([fightId]);
    return presentConsoleFight(fight, pending.get(fightId) ?? null);
  }

  private async pendingApprovals(fightIds: readonly number[], tx?: TTx): Promise<Map<number, number>> {
    if (fightIds.length === 0) return new Map();
    const rows = rowsOf<{ id: number; fight_id: string }>(
      await (
        tx ?? this.ctx.database.db
      ).execute(sql`select id, payload->>'fightId' as fight_id from approval_requests
        where status = 'pending' and kind = ${FIGHT_DECLARE_KIND}
          and (payload->>'fightId')::bigint = any(${`{${fightIds.join(",")}}`}::bigint[])`),
    );
    return new Map(rows.map((row) => [Number(row.fight_id), Number(row.id)]));
  }
}

function presentConsoleFight(fight: TFightRow, pendingApprovalId: number | null): TBoFight {
  return {
    ...presentFight(fight),
    bets: fight.bets,
    paid: fight.paid,
    refunded: fight.refunded,
    houseTake: fight.houseTake,
    pendingApprovalId,
  };
}

function audit(
  tx: TTx,
  call: TConsoleCall,
  action: string,
  targetId: number,
  after: Record<string, unknown>,
) {
  return recordOperatorAction(
    tx,
    {
      operatorId: call.found.operator.id,
      merchantId: call.merchant.id,
      action,
      outcome: "ok",
      targetType: "sabong_fight",
      targetId,
      after,
    },
    call.client,
  );
}
