import type { TBonusOffer } from "@orchid/contract/bonus";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { TPage } from "@orchid/contract/money";
import type { TDepositChannel, TDepositOrder, ZDepositRequest } from "@orchid/contract/payments";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import type { TMember } from "../accounts/index.ts";
import { chooseDepositBonus, depositOffers } from "../engagement/index.ts";
import { answerLanguage, type TMerchant } from "../merchants/index.ts";
import { assertCurrency, runIdempotent } from "../wallet/index.ts";
import { presentChannel } from "./channel-presenter.ts";
import { findChannel, listChannels } from "./channels-repo.ts";
import { expireStaleDeposits } from "./deposit-expiry.ts";
import { depositFee } from "./deposit-fee.ts";
import { presentDeposit } from "./deposit-presenter.ts";
import {
  countMemberDeposits,
  findDepositView,
  hasCreditedDeposit,
  insertDeposit,
  listMemberDeposits,
  updateDeposit,
} from "./deposits-repo.ts";
import { createGatewayOrder } from "./gateway-client.ts";
import { lockMemberFor } from "./member-lock.ts";
import { depositOrderNo } from "./order-number.ts";
import { assertOwnProofs } from "./proof-images.ts";

type TDepositInput = z.output<typeof ZDepositRequest>;

/** `GET /wps/payments/deposit/channels`. */
export async function depositChannels(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
): Promise<TDepositChannel[]> {
  return (await listChannels(ctx.database.db, merchant.id, true)).map(presentChannel);
}

/**
 * `GET /wps/payments/deposit/bonuses`: the bonuses the member may choose before paying; the
 * first-deposit ones while no deposit of the member has been credited.
 */
export async function depositBonuses(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember,
  request: FastifyRequest,
): Promise<TBonusOffer[]> {
  const first = !(await hasCreditedDeposit(ctx.database.db, member.id));
  const lang = answerLanguage(request, merchant);
  return depositOffers(ctx, merchant, member, first, lang);
}

/**
 * `POST /wps/payments/deposit`. A gateway order is created at the gateway in the same
 * transaction that stores it (a gateway that cannot be reached stores nothing, so the member can
 * simply retry with the same key); a bank order waits for an operator with its proof images.
 * Nothing is credited here: gateway orders are credited by the gateway's signed notification.
 */
export async function createDeposit(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember,
  input: TDepositInput,
  origin: string,
): Promise<TDepositOrder> {
  assertCurrency(merchant, input.currency);
  const db = ctx.database.db;
  const channel = await findChannel(db, merchant.id, input.channelId);
  if (!channel?.enabled) throw invalidField("channelId", "err_not_found");
  if (input.amount < channel.minMinor || input.amount > channel.maxMinor) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", {
      fields: [{ field: "amount", path: "amount", key: "err_amount_out_of_range" }],
      min: channel.minMinor,
      max: channel.maxMinor,
    });
  }
  const fee = depositFee(input.amount, channel.feeBps, channel.feeFixedMinor);
  if (fee >= input.amount) throw new AppError("AMOUNT_OUT_OF_RANGE", { min: channel.minMinor, fee });
  const proofs = channel.kind === "bank" ? await assertOwnProofs(db, member, input.proofMediaIds ?? []) : [];
  if (channel.kind === "bank" && proofs.length === 0) throw new AppError("PROOF_REQUIRED");
  const bonusCampaignId = input.bonusCampaignId ?? null;
  const request = {
    channelId: channel.id,
    amount: input.amount,
    proofs,
    remark: input.remark ?? null,
    bonusCampaignId,
  };
  return runIdempotent(
    db,
    { merchantId: merchant.id, scope: `member:${member.id}`, key: input.idempotencyKey, request },
    async (tx) => {
      const now = ctx.now();
      await assertDepositQuota(ctx, tx, member.id, channel.kind === "bank" ? "bank" : "gateway");
      const order = await insertDeposit(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        channelId: channel.id,
        orderNo: depositOrderNo(now, merchant.timeZone),
        amountMinor: input.amount,
        feeMinor: fee,
        status: channel.kind === "bank" ? "awaiting_approval" : "pending",
        proofMediaIds: proofs,
        remark: input.remark?.trim() || null,
        createdAt: now,
      });
      if (bonusCampaignId !== null)
        await chooseDepositBonus(ctx, tx, {
          merchant,
          member,
          campaignId: bonusCampaignId,
          depositId: order.id,
          amount: input.amount,
          first: !(await hasCreditedDeposit(tx, member.id)),
        });
      if (channel.kind === "gateway") {
        if (!channel.gatewayUrl || !channel.gatewayMerchantNo || !channel.gatewaySecret) {
          throw new AppError("GATEWAY_UNAVAILABLE");
        }
        const created = await createGatewayOrder(
          {
            gatewayUrl: channel.gatewayUrl,
            gatewayMerchantNo: channel.gatewayMerchantNo,
            gatewaySecret: channel.gatewaySecret,
          },
          {
            orderNo: order.orderNo,
            amount: order.amountMinor,
            currency: merchant.currency,
            notifyUrl: `${origin}${ENDPOINTS.gatewayNotify.path.replace(":channelId", String(channel.id))}`,
            returnUrl: `${origin}/`,
          },
        );
        await updateDeposit(tx, order.id, {
          payUrl: created.payUrl,
          gatewayReference: created.gatewayOrderId,
        });
      }
      const view = await findDepositView(tx, order.id);
      if (!view) throw new Error("deposit vanished");
      return presentDeposit(view);
    },
  );
}

/**
 * The member's open orders of this kind stay under the configured quota (bank orders awaiting
 * review; gateway orders not yet paid). The member's lock is taken before counting, so parallel
 * requests are counted one after the other and a burst cannot pass the quota together.
 */
async function assertDepositQuota(
  ctx: Pick<TAppContext, "config">,
  tx: TTx,
  memberId: number,
  kind: "bank" | "gateway",
): Promise<void> {
  await lockMemberFor(tx, "deposit", memberId);
  const quotas = ctx.config.memberQuotas;
  const [status, max] =
    kind === "bank"
      ? (["awaiting_approval", quotas.pendingBankDeposits] as const)
      : (["pending", quotas.openGatewayOrders] as const);
  if ((await countMemberDeposits(tx, memberId, status)) >= max)
    throw new AppError("DEPOSIT_LIMIT_REACHED", { kind, max });
}

/** `GET /wps/payments/deposits`: the member's orders, newest first. */
export async function memberDeposits(
  ctx: TAppContext,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<TPage<TDepositOrder>> {
  await expireStaleDeposits(ctx, { memberId });
  const { rows, total } = await listMemberDeposits(
    ctx.database.db,
    memberId,
    pageSize,
    (page - 1) * pageSize,
  );
  return { rows: rows.map(presentDeposit), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
