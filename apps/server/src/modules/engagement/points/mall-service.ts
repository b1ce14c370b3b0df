import { randomBytes } from "node:crypto";
import type { TMallProduct, TRedeem, ZRedeemQuery, ZRedeemRequest } from "@orchid/contract/points";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import { pageOf } from "../../../http/paging.ts";
import type { TMember } from "../../accounts/index.ts";
import { mediaUrl } from "../../media/index.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";
import type { TClientInfo } from "../../session/index.ts";
import {
  assertPaymentPassword,
  lockedAvailableBalance,
  postLedgerSteps,
  runIdempotent,
  type TLedgerStep,
} from "../../wallet/index.ts";
import {
  findRedeem,
  insertRedeem,
  listProducts,
  listRedeems,
  setHolds,
  type TProductRow,
  type TRedeemRow,
  takeStock,
} from "./mall-repo.ts";
import { pointsRulesFor } from "./points-settings-repo.ts";

type TLanguage = { language: string; fallback: string };

export function presentProduct(product: TProductRow, lang: TLanguage): TMallProduct {
  return {
    id: product.id,
    name: pickText(product.name, lang.language, lang.fallback),
    description: pickText(product.description, lang.language, lang.fallback),
    imageUrl: product.mediaId === null ? null : mediaUrl(product.mediaId),
    points: product.points,
    amount: product.amount,
    stock: product.stock,
    needsAddress: product.needsAddress,
  };
}

export function presentRedeem(redeem: TRedeemRow, lang: TLanguage): TRedeem {
  return {
    id: redeem.id,
    reference: redeem.reference,
    productId: redeem.productId,
    productName: pickText(redeem.productName, lang.language, lang.fallback),
    quantity: redeem.quantity,
    points: redeem.points,
    amount: redeem.amount,
    state: redeem.state,
    address: redeem.address,
    remark: redeem.remark,
    note: redeem.note,
    createdAt: redeem.createdAt.toISOString(),
    decidedAt: redeem.decidedAt?.toISOString() ?? null,
  };
}

/** `GET /wps/points/reward`: the mall's enabled products in display order. */
export async function mallProducts(ctx: Pick<TAppContext, "database">, merchant: TMerchant, lang: TLanguage) {
  const products = await listProducts(ctx.database.db, merchant.id);
  return products.map((product) => presentProduct(product, lang));
}

/**
 * `POST /wps/points/redeem`: after the payment password, in one transaction under the idempotency
 * key: the stock is taken (OUT_OF_STOCK when too few are left), the redeem stored, and its points
 * (POINTS_SHORT when too few) and cash held by pending ledger lines until an operator decides.
 */
export async function redeemProduct(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember,
  input: z.output<typeof ZRedeemRequest>,
  client: TClientInfo,
  lang: TLanguage,
): Promise<TRedeem> {
  const db = ctx.database.db;
  if (!(await pointsRulesFor(db, merchant.id)).enabled) throw new AppError("POINTS_DISABLED");
  await assertPaymentPassword(ctx, member, input.paymentPassword, client);
  const points = await ctx.ledger.member(db, merchant.id, member.id, "points");
  const issuer = await ctx.ledger.system(db, merchant.id, "points", member.id);
  const main = await ctx.ledger.member(db, merchant.id, member.id, "main");
  const sales = await ctx.ledger.system(db, merchant.id, "mall", member.id);
  const address = input.address?.trim() || null;
  const request = {
    productId: input.productId,
    quantity: input.quantity,
    address,
    remark: input.remark ?? null,
  };
  const value = await runIdempotent(
    db,
    { merchantId: merchant.id, scope: `member:${member.id}`, key: input.idempotencyKey, request },
    async (tx) => {
      const product = await takeStock(tx, merchant.id, input.productId, input.quantity);
      if (!product) {
        const exists = (await listProducts(tx, merchant.id)).some((p) => p.id === input.productId);
        throw new AppError(exists ? "OUT_OF_STOCK" : "NOT_FOUND");
      }
      if (product.needsAddress && !address) throw invalidField("address", "err_required");
      const total = { points: product.points * input.quantity, amount: product.amount * input.quantity };
      if (total.points > 0 && (await lockedAvailableBalance(tx, points)) < total.points)
        throw new AppError("POINTS_SHORT");
      const id = await insertRedeem(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        productId: product.id,
        reference: `PM${randomBytes(6).toString("hex").toUpperCase()}`,
        quantity: input.quantity,
        points: total.points,
        amount: total.amount,
        address,
        remark: input.remark?.trim() || null,
      });
      const holds: TLedgerStep[] = [];
      if (total.points > 0)
        holds.push({
          phase: "pending",
          debit: points,
          credit: issuer,
          amount: total.points,
          code: "points_redeem",
          key: `points-redeem:${id}`,
        });
      if (total.amount > 0)
        holds.push({
          phase: "pending",
          debit: main,
          credit: sales,
          amount: total.amount,
          code: "mall_purchase",
          key: `mall-purchase:${id}`,
        });
      const { transfers } =
        holds.length > 0 ? await postLedgerSteps(tx, merchant.id, holds) : { transfers: [] };
      const holdOf = (code: string) => transfers.find((transfer) => transfer.code === code)?.id ?? null;
      await setHolds(tx, id, holdOf("points_redeem"), holdOf("mall_purchase"));
      const stored = await findRedeem(tx, merchant.id, id);
      if (!stored) throw new Error("redeem vanished");
      return presentRedeem(stored, lang);
    },
  );
  ctx.walletEvents.publish("balance", [member.id]);
  return value;
}

/** `GET /wps/points/redeems`: the member's redeem history. */
export async function memberRedeems(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  member: TMember,
  query: z.output<typeof ZRedeemQuery>,
  lang: TLanguage,
) {
  const page = await listRedeems(ctx.database.db, {
    merchantId: merchant.id,
    memberId: member.id,
    state: query.state,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(
    page.rows.map((row) => presentRedeem(row, lang)),
    page.total,
    query.page,
    query.pageSize,
  );
}
