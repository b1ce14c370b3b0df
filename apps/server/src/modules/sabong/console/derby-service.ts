import type {
  TBoFight,
  TSabongSettings,
  ZBoFightAction,
  ZBoFightSearch,
  ZBoNewFight,
} from "@orchid/contract/sabong";
import { nextState } from "@orchid/games/sabong/fight-states";
import { shouldCancel } from "@orchid/games/sabong/pari-mutuel";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf, type TTx } from "../../../db/database.ts";
import { sabongSettings } from "../../../db/schema/sabong.ts";
import { AppError } from "../../../http/app-error.ts";
import { recordOperatorAction, requestApproval, type TConsoleCall } from "../../operators/index.ts";
import { withTransactionRetry } from "../../wallet/index.ts";
import { presentFight } from "../fight-presenter.ts";
import { endFight } from "../fight-settlement.ts";
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
        // Fights of a merchant are numbered under its lock, and one runs at a time.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sabong-fight'), ${call.merchant.id})`);
        const [running] = rowsOf(
          await tx.execute(sql`select 1 from sabong_fights where merchant_id = ${call.merchant.id}
            and state in ('open', 'last_call', 'closed') limit 1`),
        );
        if (running) throw new AppError("ORDER_STATE_CHANGED", { reason: "fight_running" });
        const [row] = rowsOf<{ id: string | number }>(
          await tx.execute(sql`
            insert into sabong_fights (merchant_id, derby, fight_no, meron, wala, plasada_bp, min_per_100, draw_profit,
              draw_per, opened_by, opened_at)
            select ${call.merchant.id}, ${input.derby}, coalesce(max(fight_no), 0) + 1, ${input.meron}, ${input.wala},
              ${settings.plasadaBp}, ${settings.minPer100}, ${settings.drawProfit}, ${settings.drawPer},
              ${call.found.operator.id}, ${call.client.at.toISOString()}::timestamptz
            from sabong_fights where merchant_id = ${call.merchant.id}
            returning id`),
        );
        if (!row) throw new Error("a fight insert answered no row");
        await audit(tx, call, "sabong.fights.create", Number(row.id), { ...input });
        return Number(row.id);
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
        const move = nextState(fight.state as Parameters<typeof nextState>[0], input.action);
        if (!move.ok) throw new AppError("ORDER_STATE_CHANGED", { reason: move.reason });
        const at = call.client.at;
        let members: number[] = [];
        if (input.action === "cancel") {
          members = await endFight(this.ctx, tx, fight, "cancelled", at, { cancelReason: input.reason });
        } else if (input.action === "close") {
          const cancel = shouldCancel(
            { meron: BigInt(fight.poolMeron), wala: BigInt(fight.poolWala) },
            fight.plasadaBp,
            fight.minPer100,
          );
          if (cancel)
            members = await endFight(this.ctx, tx, fight, "cancelled", at, { cancelReason: cancel });
          else {
            await tx.execute(sql`update sabong_fights set state = 'closed', closed_at = ${at.toISOString()}::timestamptz
              where id = ${fight.id}`);
          }
        } else {
          await tx.execute(sql`update sabong_fights set state = 'last_call' where id = ${fight.id}`);
        }
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
