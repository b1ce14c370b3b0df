import type { ZApplicationDecision, ZConsoleApplicationQuery } from "@orchid/contract/applications";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { AppError } from "../../../../http/app-error.ts";
import { invalidField } from "../../../../http/invalid-field.ts";
import { pageOf } from "../../../../http/paging.ts";
import { insertMessage } from "../../../inbox/index.ts";
import { plainName, recordOperatorAction, type TConsoleCall } from "../../../operators/index.ts";
import { offerReward } from "../../missions/rewards-repo.ts";
import {
  applicationRewardKey,
  decideApplication,
  findApplication,
  listApplications,
  type TApplicationRow,
} from "../applications-repo.ts";
import { presentApplication } from "../applications-service.ts";

const CONSOLE_LANGUAGE = { language: "EN", fallback: "EN" };
const REWARD_DAYS = 14;

const present = (ctx: Pick<TAppContext, "mediaLinks" | "now">, row: TApplicationRow) => ({
  ...presentApplication(row, CONSOLE_LANGUAGE, ctx.now()),
  username: row.username,
  imageUrls: row.imageIds.map((id) => ctx.mediaLinks.privateUrl(id)),
});

/** `GET /bo/applications`: applying first. */
export async function consoleApplications(
  ctx: Pick<TAppContext, "database" | "mediaLinks" | "now">,
  call: Pick<TConsoleCall, "merchant">,
  query: z.output<typeof ZConsoleApplicationQuery>,
) {
  const page = await listApplications(ctx.database.db, {
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

/**
 * `POST /bo/applications/decide`: once (ORDER_STATE_CHANGED after); an approval's reward goes to the
 * member's reward centre (`application:<id>`, claimable for 14 days); the member is told in the
 * inbox. Audited.
 */
export async function decideConsoleApplication(
  ctx: Pick<TAppContext, "database" | "mediaLinks" | "now" | "walletEvents">,
  call: TConsoleCall,
  input: z.output<typeof ZApplicationDecision>,
) {
  const approve = input.decision === "approve";
  if (!approve && input.reward !== undefined) throw invalidField("reward");
  const note = input.note ? plainName(input.note, "note") || null : null;
  const value = await ctx.database.db.transaction(async (tx) => {
    const row = await findApplication(tx, call.merchant.id, input.id, true);
    if (!row) throw new AppError("NOT_FOUND");
    if (row.state !== "applying") throw new AppError("ORDER_STATE_CHANGED", { state: row.state });
    const at = call.client.at;
    const reward = approve ? (input.reward ?? null) : null;
    const rewardUnit = reward === null ? null : (input.rewardUnit ?? "minor");
    await decideApplication(tx, row.id, {
      state: approve ? "approved" : "rejected",
      note,
      reward,
      rewardUnit,
      operatorId: call.found.operator.id,
      at,
    });
    if (reward !== null && rewardUnit !== null)
      await offerReward(tx, {
        merchantId: call.merchant.id,
        memberId: row.memberId,
        source: "manual",
        sourceKey: applicationRewardKey(row.id),
        title: row.title,
        amount: reward,
        unit: rewardUnit,
        expiresAt: new Date(at.getTime() + REWARD_DAYS * 86_400_000),
      });
    await insertMessage(tx, {
      merchantId: call.merchant.id,
      memberId: row.memberId,
      kind: approve ? "application_approved" : "application_rejected",
      amountMinor: rewardUnit === "minor" ? (reward ?? 0) : 0,
      orderNo: null,
      at,
    });
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "applications.decide",
        outcome: "ok",
        targetType: "activity_application",
        targetId: row.id,
        before: { state: "applying" },
        after: { state: approve ? "approved" : "rejected", note, reward, rewardUnit },
      },
      call.client,
    );
    const decided = await findApplication(tx, call.merchant.id, row.id);
    if (!decided) throw new Error("application vanished");
    return decided;
  });
  ctx.walletEvents.publish("unread", [value.memberId]);
  return present(ctx, value);
}
