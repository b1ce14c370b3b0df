import type { ZConsoleFeedbackQuery, ZFeedbackReply } from "@orchid/contract/feedback";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { AppError } from "../../../../http/app-error.ts";
import { pageOf } from "../../../../http/paging.ts";
import { insertMessage } from "../../../inbox/index.ts";
import { recordOperatorAction, type TConsoleCall } from "../../../operators/index.ts";
import { listFeedback, lockFeedback, saveReply, type TFeedbackRow } from "../feedback-repo.ts";
import { presentFeedback } from "../feedback-service.ts";

const present = (ctx: Pick<TAppContext, "mediaLinks">, row: TFeedbackRow) => ({
  ...presentFeedback(row),
  username: row.username,
  contact: row.contact,
  imageUrls: row.imageIds.map((id) => ctx.mediaLinks.privateUrl(id)),
});

/** `GET /bo/feedback`: open feedback first. */
export async function consoleFeedback(
  ctx: Pick<TAppContext, "database" | "mediaLinks">,
  call: Pick<TConsoleCall, "merchant">,
  query: z.output<typeof ZConsoleFeedbackQuery>,
) {
  const page = await listFeedback(ctx.database.db, {
    merchantId: call.merchant.id,
    state: query.state,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(
    page.rows.map((row) => present(ctx, row)),
    page.total,
    query.page,
    query.pageSize,
  );
}

/** `POST /bo/feedback/reply`: once; a member is told in the inbox (the feedback's reference). Audited. */
export async function replyFeedback(
  ctx: Pick<TAppContext, "database" | "mediaLinks" | "walletEvents">,
  call: TConsoleCall,
  input: z.output<typeof ZFeedbackReply>,
) {
  const value = await ctx.database.db.transaction(async (tx) => {
    const row = await lockFeedback(tx, call.merchant.id, input.id);
    if (!row) throw new AppError("NOT_FOUND");
    if (row.repliedAt !== null) throw new AppError("ORDER_STATE_CHANGED", { state: "replied" });
    const at = call.client.at;
    await saveReply(tx, row.id, { text: input.reply, operatorId: call.found.operator.id, at });
    if (row.memberId !== null)
      await insertMessage(tx, {
        merchantId: call.merchant.id,
        memberId: row.memberId,
        kind: "feedback_replied",
        amountMinor: 0,
        orderNo: row.reference,
        at,
      });
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "feedback.reply",
        outcome: "ok",
        targetType: "feedback",
        targetId: row.id,
        before: null,
        after: { reply: input.reply },
      },
      call.client,
    );
    return { ...row, reply: input.reply, repliedAt: at };
  });
  if (value.memberId !== null) ctx.walletEvents.publish("unread", [value.memberId]);
  return present(ctx, value);
}
