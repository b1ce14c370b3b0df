import type {
  TPointsSettings,
  ZConsoleRedeemQuery,
  ZMallProductInput,
  ZRedeemDecision,
} from "@orchid/contract/points";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { AppError } from "../../../../http/app-error.ts";
import { invalidField } from "../../../../http/invalid-field.ts";
import { pageOf } from "../../../../http/paging.ts";
import { findMediaMeta, mediaUrl } from "../../../media/index.ts";
import { plainName, plainText, recordOperatorAction, type TConsoleCall } from "../../../operators/index.ts";
import { postLedgerSteps, type TLedgerStep } from "../../../wallet/index.ts";
import {
  decideRedeem,
  findRedeem,
  listProducts,
  listRedeems,
  returnStock,
  saveProduct,
  type TProductRow,
} from "../mall-repo.ts";
import { presentRedeem } from "../mall-service.ts";
import type { TPointsRules } from "../points-rules.ts";
import { pointsRulesFor, savePointsRules } from "../points-settings-repo.ts";

const CONSOLE_LANGUAGE = { language: "EN", fallback: "EN" };

function presentSettings(rules: TPointsRules) {
  return {
    enabled: rules.enabled,
    earn: rules.earn,
    depositRate: rules.depositRate,
    exchange: { points: rules.exchangePoints, minor: rules.exchangeMinor },
    minConvert: rules.minConvert,
    rules: rules.rules,
  };
}

function presentProduct(product: TProductRow) {
  return { ...product, imageUrl: product.mediaId === null ? null : mediaUrl(product.mediaId) };
}

/** `GET /bo/points/settings`. */
export async function consolePointsSettings(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
) {
  return presentSettings(await pointsRulesFor(ctx.database.db, call.merchant.id));
}

/** `PUT /bo/points/settings`: audited with before and after. */
export async function savePointsSettings(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TPointsSettings & { rules: Record<string, string | undefined> },
) {
  const rules: TPointsRules = {
    enabled: input.enabled,
    earn: Object.fromEntries(Object.entries(input.earn).filter(([, rate]) => (rate ?? 0) > 0)) as Record<
      string,
      number
    >,
    depositRate: input.depositRate,
    exchangePoints: input.exchange.points,
    exchangeMinor: input.exchange.minor,
    minConvert: input.minConvert,
    rules: plainText(input.rules, "rules"),
  };
  return ctx.database.db.transaction(async (tx) => {
    const before = await pointsRulesFor(tx, call.merchant.id);
    await savePointsRules(tx, call.merchant.id, rules);
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "points.settings.save",
        outcome: "ok",
        targetType: "points_settings",
        targetId: call.merchant.id,
        before: presentSettings(before),
        after: presentSettings(rules),
      },
      call.client,
    );
    return presentSettings(rules);
  });
}

/** `GET /bo/points/products`. */
export async function consoleProducts(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
) {
  return (await listProducts(ctx.database.db, call.merchant.id, true)).map(presentProduct);
}

/** `PUT /bo/points/products`: a new product, or a change to one; its image one the merchant uploaded. */
export async function saveMallProduct(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: z.output<typeof ZMallProductInput>,
) {
  const fields = {
    name: plainText(input.name, "name"),
    description: plainText(input.description, "description"),
    mediaId: input.mediaId,
    points: input.points,
    amount: input.amount,
    stock: input.stock,
    needsAddress: input.needsAddress,
    enabled: input.enabled,
    sort: input.sort,
  };
  if (fields.points === 0 && fields.amount === 0) throw invalidField("points", "err_points_price_empty");
  return ctx.database.db.transaction(async (tx) => {
    if (input.mediaId !== null && (await findMediaMeta(tx, input.mediaId))?.merchantId !== call.merchant.id)
      throw invalidField("mediaId");
    const before =
      input.id === undefined
        ? undefined
        : (await listProducts(tx, call.merchant.id, true)).find((p) => p.id === input.id);
    if (input.id !== undefined && !before) throw new AppError("NOT_FOUND");
    const saved = await saveProduct(tx, call.merchant.id, input.id, fields);
    if (!saved) throw new AppError("NOT_FOUND");
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "points.product.save",
        outcome: "ok",
        targetType: "mall_product",
        targetId: saved.id,
        before: before ?? null,
        after: saved,
      },
      call.client,
    );
    return presentProduct(saved);
  });
}

/** `GET /bo/points/redeems`. */
export async function consoleRedeems(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
  query: z.output<typeof ZConsoleRedeemQuery>,
) {
  const page = await listRedeems(ctx.database.db, {
    merchantId: call.merchant.id,
    username: query.username?.trim() ? plainName(query.username, "username") : undefined,
    state: query.state,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(
    page.rows.map((row) => ({ ...presentRedeem(row, CONSOLE_LANGUAGE), username: row.username })),
    page.total,
    query.page,
    query.pageSize,
  );
}

/**
 * `POST /bo/points/redeems/decide`: approving posts the held points and cash; rejecting voids them
 * (the member has them back) and returns the stock. Once: a decided redeem answers
 * ORDER_STATE_CHANGED. Audited.
 */
export async function decideMallRedeem(
  ctx: Pick<TAppContext, "database" | "walletEvents">,
  call: TConsoleCall,
  input: z.output<typeof ZRedeemDecision>,
) {
  const note = input.note ? plainName(input.note, "note") : null;
  const value = await ctx.database.db.transaction(async (tx) => {
    const redeem = await findRedeem(tx, call.merchant.id, input.id, true);
    if (!redeem) throw new AppError("NOT_FOUND");
    if (redeem.state !== "applying") throw new AppError("ORDER_STATE_CHANGED", { state: redeem.state });
    const approve = input.decision === "approve";
    const steps: TLedgerStep[] = [];
    for (const [holdId, name] of [
      [redeem.pointsHoldId, "points-redeem"],
      [redeem.cashHoldId, "mall-purchase"],
    ] as const) {
      if (holdId === null) continue;
      steps.push(
        approve
          ? {
              phase: "post_pending",
              pendingId: holdId,
              amount: name === "points-redeem" ? redeem.points : redeem.amount,
              key: `${name}-post:${redeem.id}`,
            }
          : { phase: "void_pending", pendingId: holdId, key: `${name}-void:${redeem.id}` },
      );
    }
    // The product's row before the ledger's accounts: the order a redeem takes them in, so a
    // reject and a redeem of the same product never wait on each other in a circle.
    if (!approve) await returnStock(tx, redeem.productId, redeem.quantity);
    if (steps.length > 0) await postLedgerSteps(tx, call.merchant.id, steps);
    const at = call.client.at;
    await decideRedeem(tx, redeem.id, {
      state: approve ? "approved" : "rejected",
      note,
      operatorId: call.found.operator.id,
      at,
    });
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "points.redeem.decide",
        outcome: "ok",
        targetType: "mall_redeem",
        targetId: redeem.id,
        before: { state: "applying" },
        after: { state: approve ? "approved" : "rejected", note },
      },
      call.client,
    );
    const decided = await findRedeem(tx, call.merchant.id, redeem.id);
    if (!decided) throw new Error("redeem vanished");
    return {
      ...presentRedeem(decided, CONSOLE_LANGUAGE),
      username: decided.username,
      memberId: decided.memberId,
    };
  });
  ctx.walletEvents.publish("balance", [value.memberId]);
  const { memberId: _member, ...redeem } = value;
  return redeem;
}
