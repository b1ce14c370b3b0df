import type {
  TBoDeleteRequest,
  TBoHelpArticle,
  ZBoHelpArticleRequest,
} from "@orchid/contract/backoffice-content";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TClientInfo } from "../session/session-service.ts";
import type { TMerchant } from "../system/merchant-repo.ts";
import { auditedHelpArticle, presentConsoleHelpArticle } from "./content-presenter.ts";
import {
  deleteHelpArticle as deleteHelpArticleRow,
  insertHelpArticle,
  listHelpArticles,
  lockHelpArticle,
  updateHelpArticle,
} from "./content-repo.ts";
import { plainText, richText } from "./content-text.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import type { TOperatorContext } from "./operator-session.ts";

type THelpInput = z.output<typeof ZBoHelpArticleRequest>;

/** Every help article of the merchant, for every device, in the help centre's order. */
export async function listConsoleHelpArticles(
  ctx: TAppContext,
  merchant: TMerchant,
): Promise<TBoHelpArticle[]> {
  const rows = await listHelpArticles(ctx.database.db, merchant.id);
  return rows.map(presentConsoleHelpArticle);
}

/** Creates a help article (no id) or replaces one of the merchant's; the content is sanitised first. */
export async function saveHelpArticle(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
  input: THelpInput,
  client: TClientInfo,
): Promise<TBoHelpArticle> {
  const values = {
    category: plainText(input.category, "category"),
    title: plainText(input.title, "title"),
    content: richText(input.content, "content"),
    device: input.device,
    sort: input.sort,
  };
  const row = await ctx.database.db.transaction(async (tx) => {
    const before = input.id === undefined ? undefined : await lockHelpArticle(tx, merchant.id, input.id);
    if (input.id !== undefined && !before) throw new AppError("NOT_FOUND", { id: input.id });
    const saved = before
      ? await updateHelpArticle(tx, merchant.id, before.id, values)
      : await insertHelpArticle(tx, merchant.id, values);
    if (!saved) throw new AppError("NOT_FOUND", { id: input.id });
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "content.help.save",
        outcome: "ok",
        targetType: "help_article",
        targetId: saved.id,
        before: before ? auditedHelpArticle(before) : null,
        after: auditedHelpArticle(saved),
      },
      client,
    );
    return saved;
  });
  return presentConsoleHelpArticle(row);
}

/** Removes one of the merchant's help articles; audited with what it was. */
export async function deleteHelpArticle(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
  input: TBoDeleteRequest,
  client: TClientInfo,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const removed = await deleteHelpArticleRow(tx, merchant.id, input.id);
    if (!removed) throw new AppError("NOT_FOUND", { id: input.id });
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "content.help.delete",
        outcome: "ok",
        targetType: "help_article",
        targetId: removed.id,
        before: auditedHelpArticle(removed),
        after: null,
      },
      client,
    );
  });
}
