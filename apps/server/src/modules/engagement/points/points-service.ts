import type { TPointsConfig, ZConvertRequest, ZPointsDetailsQuery } from "@orchid/contract/points";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { pageOf } from "../../../http/paging.ts";
import type { TMember } from "../../accounts/index.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";
import type { TClientInfo } from "../../session/index.ts";
import {
  assertPaymentPassword,
  lockedAvailableBalance,
  postLedgerSteps,
  runIdempotent,
} from "../../wallet/index.ts";
import { pointsBalanceOf, pointsLines } from "./points-ledger-repo.ts";
import { cashFor } from "./points-rules.ts";
import { pointsRulesFor } from "./points-settings-repo.ts";

type TLanguage = { language: string; fallback: string };

/** `GET /wps/points/config`: the rules page and the exchange table. */
export async function pointsConfig(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  lang: TLanguage,
): Promise<TPointsConfig> {
  const rules = await pointsRulesFor(ctx.database.db, merchant.id);
  return {
    enabled: rules.enabled,
    earn: rules.earn,
    depositRate: rules.depositRate,
    exchange: { points: rules.exchangePoints, minor: rules.exchangeMinor },
    minConvert: rules.minConvert,
    rules: pickText(rules.rules, lang.language, lang.fallback),
  };
}

/** `GET /wps/points/balance`. */
export async function pointsBalance(
  ctx: Pick<TAppContext, "database" | "ledger">,
  merchant: TMerchant,
  member: TMember,
) {
  const db = ctx.database.db;
  return pointsBalanceOf(db, await ctx.ledger.member(db, merchant.id, member.id, "points"));
}

/** `GET /wps/points/details`: the member's points lines, newest first. */
export async function pointsDetails(
  ctx: Pick<TAppContext, "database" | "ledger">,
  merchant: TMerchant,
  member: TMember,
  query: z.output<typeof ZPointsDetailsQuery>,
) {
  const db = ctx.database.db;
  const account = await ctx.ledger.member(db, merchant.id, member.id, "points");
  const page = await pointsLines(db, account, query.pageSize, (query.page - 1) * query.pageSize);
  return pageOf(
    page.rows.map((line) => ({ ...line, createdAt: line.createdAt.toISOString() })),
    page.total,
    query.page,
    query.pageSize,
  );
}

/**
 * `POST /wps/points/convert`: after the payment password, moves the points back to the merchant
 * and the cash they are worth at the exchange rate (rounded down) from the merchant's bonus account
 * into the main wallet: two lines, one per unit, in one transaction under the idempotency key.
 */
export async function convertPoints(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember,
  input: z.output<typeof ZConvertRequest>,
  client: TClientInfo,
) {
  const db = ctx.database.db;
  const rules = await pointsRulesFor(db, merchant.id);
  if (!rules.enabled) throw new AppError("POINTS_DISABLED");
  const credited = cashFor(rules, input.points);
  if (input.points < rules.minConvert || credited <= 0)
    throw new AppError("AMOUNT_OUT_OF_RANGE", {
      fields: [{ field: "points", path: "points", key: "err_amount_out_of_range" }],
      min: rules.minConvert,
    });
  await assertPaymentPassword(ctx, member, input.paymentPassword, client);
  const points = await ctx.ledger.member(db, merchant.id, member.id, "points");
  const issuer = await ctx.ledger.system(db, merchant.id, "points", member.id);
  const main = await ctx.ledger.member(db, merchant.id, member.id, "main");
  const bonus = await ctx.ledger.system(db, merchant.id, "bonus", member.id);
  const key = `points-convert:${member.id}:${input.idempotencyKey}`;
  const value = await runIdempotent(
    db,
    {
      merchantId: merchant.id,
      scope: `member:${member.id}`,
      key: input.idempotencyKey,
      request: { points: input.points },
    },
    async (tx) => {
      if ((await lockedAvailableBalance(tx, points)) < input.points) throw new AppError("POINTS_SHORT");
      await postLedgerSteps(tx, merchant.id, [
        {
          phase: "posted",
          debit: points,
          credit: issuer,
          amount: input.points,
          code: "points_convert",
          key: `${key}:points`,
        },
        {
          phase: "posted",
          debit: bonus,
          credit: main,
          amount: credited,
          code: "points_convert",
          key: `${key}:cash`,
        },
      ]);
      return { points: input.points, credited, balance: await lockedAvailableBalance(tx, points) };
    },
  );
  ctx.walletEvents.publish("balance", [member.id]);
  return value;
}
