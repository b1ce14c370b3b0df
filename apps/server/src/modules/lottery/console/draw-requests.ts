import { isDeepStrictEqual } from "node:util";
import type {
  TBoLotteryRequestFiled,
  ZBoLotteryCancelRequest,
  ZBoLotteryResultRequest,
} from "@orchid/contract/backoffice-lottery";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf, type TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import { requestApproval, type TConsoleCall } from "../../operators/index.ts";
import { drawStateAt } from "../draw-presenter.ts";
import { findDrawById, type TDrawRow } from "../draws-repo.ts";
import { correctionWindow } from "./correction-window.ts";
import { LOTTERY_APPROVAL_KINDS, type TCancelPayload, type TResultPayload } from "./draw-approvals.ts";

// Acts on the platform-wide draws never run on one operator's word: each is checked here at
// once, then filed as a four-eyes request that a second platform operator approves
// (draw-approvals.ts carries it out, with draw-admin's checks again at that moment).

type TResultInput = z.output<typeof ZBoLotteryResultRequest>;
type TCancelInput = z.output<typeof ZBoLotteryCancelRequest>;

async function drawOf(ctx: Pick<TAppContext, "database">, drawId: number): Promise<TDrawRow> {
  const draw = await findDrawById(ctx.database.db, drawId);
  if (!draw) throw new AppError("NOT_FOUND");
  return draw;
}

/** A result the family's rules refuse, as a refusal of the `result` field naming `lott_err_<code>`. */
function assertResult(draw: TDrawRow, result: unknown): void {
  const rules = findLotteryFamily(draw.family);
  if (!rules) throw new Error(`draw ${draw.id} of an unknown family ${draw.family}`);
  const problem = rules.checkResult(result);
  if (!problem) return;
  throw new AppError("INVALID_INPUT", {
    fields: [{ ...problem.values, field: "result", path: "result", key: `lott_err_${problem.code}` }],
  });
}

/** Whether a result, correction or cancel of the draw already waits for its second operator. */
async function hasPendingRequest(tx: TTx, drawId: number): Promise<boolean> {
  const kinds = `{${Object.values(LOTTERY_APPROVAL_KINDS).join(",")}}`;
  const rows = rowsOf(
    await tx.execute(sql`select 1 from approval_requests where status = 'pending'
      and kind = any(${kinds}::text[]) and payload->>'drawId' = ${String(drawId)} limit 1`),
  );
  return rows.length > 0;
}

async function file(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  kind: string,
  payload: TResultPayload | TCancelPayload,
  note: string,
): Promise<TBoLotteryRequestFiled> {
  const row = await ctx.database.db.transaction(async (tx) => {
    // The draw's request slot is claimed before it is checked, so two operators filing at the
    // same moment cannot both find it free.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lottery-draw-request'), ${payload.drawId})`);
    if (await hasPendingRequest(tx, payload.drawId)) throw new AppError("APPROVAL_PENDING");
    return requestApproval(
      tx,
      {
        merchantId: call.merchant.id,
        kind,
        payload,
        amountMinor: null,
        requestedBy: call.found.operator.id,
        note,
      },
      call.client,
    );
  });
  return { approvalId: row.id };
}

/** `POST /bo/lottery/draws/result`: a closed real-world draw's result, filed for approval. */
export async function requestLotteryResult(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TResultInput,
): Promise<TBoLotteryRequestFiled> {
  const draw = await drawOf(ctx, input.drawId);
  if (draw.source !== "entered") throw new AppError("FORBIDDEN", { reason: "fair_draw" });
  const state = drawStateAt(draw, call.client.at);
  if (state !== "closed") throw new AppError("ORDER_STATE_CHANGED", { reason: state });
  assertResult(draw, input.result);
  const payload = { drawId: draw.id, gameCode: draw.gameCode, issue: draw.issue, result: input.result };
  return file(ctx, call, LOTTERY_APPROVAL_KINDS.result, payload, `${draw.gameCode} ${draw.issue}`);
}

/** `POST /bo/lottery/draws/correction`: a new result for a drawn or settled draw, filed for approval. */
export async function requestResultCorrection(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TResultInput,
): Promise<TBoLotteryRequestFiled> {
  const draw = await drawOf(ctx, input.drawId);
  if (draw.source !== "entered") throw new AppError("FORBIDDEN", { reason: "fair_draw" });
  if (!correctionWindow(draw, call.client.at).isCorrectable) {
    throw new AppError("ORDER_STATE_CHANGED", { reason: draw.state === "settled" ? "final" : draw.state });
  }
  assertResult(draw, input.result);
  if (isDeepStrictEqual(draw.result, input.result)) {
    throw invalidField("result", "err_nothing_to_change");
  }
  const payload = { drawId: draw.id, gameCode: draw.gameCode, issue: draw.issue, result: input.result };
  return file(ctx, call, LOTTERY_APPROVAL_KINDS.correction, payload, `${draw.gameCode} ${draw.issue}`);
}

/** `POST /bo/lottery/draws/cancel`: a draw not settled yet, with the reason, filed for approval. */
export async function requestDrawCancel(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TCancelInput,
): Promise<TBoLotteryRequestFiled> {
  const draw = await drawOf(ctx, input.drawId);
  if (draw.state !== "pending" && draw.state !== "drawn") {
    throw new AppError("ORDER_STATE_CHANGED", { reason: draw.state });
  }
  const payload = { drawId: draw.id, gameCode: draw.gameCode, issue: draw.issue, reason: input.reason };
  const note = `${draw.gameCode} ${draw.issue}: ${input.reason}`;
  return file(ctx, call, LOTTERY_APPROVAL_KINDS.cancel, payload, note);
}
