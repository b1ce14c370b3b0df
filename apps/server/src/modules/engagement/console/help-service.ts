import type {
  TBoDeleteRequest,
  TBoHelpArticle,
  ZBoHelpArticleRequest,
} from "@orchid/contract/backoffice-content";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import type { TMerchant } from "../../merchants/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { plainText } from "../../operators/index.ts";
import { auditedHelpArticle, presentConsoleHelpArticle } from "./content-presenter.ts";
import {
  deleteHelpArticle as deleteHelpArticleRow,
  insertHelpArticle,
  listHelpArticles,
  lockHelpArticle,
  type THelpArticleRow,
  type THelpArticleValues,
  updateHelpArticle,
} from "./content-repo.ts";
import { deleteContentRow, saveContentRow, type TContentKind } from "./content-row-change.ts";
import { richText } from "./rich-text.ts";

type THelpInput = z.output<typeof ZBoHelpArticleRequest>;

const HELP_ARTICLES: TContentKind<THelpArticleRow, THelpArticleValues> = {
  action: "content.help",
  targetType: "help_article",
  lock: lockHelpArticle,
  insert: insertHelpArticle,
  update: updateHelpArticle,
  remove: deleteHelpArticleRow,
  audited: auditedHelpArticle,
};

/** Every help article of the merchant, for every device, in the help centre's order. */
export async function listConsoleHelpArticles(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
): Promise<TBoHelpArticle[]> {
  const rows = await listHelpArticles(ctx.database.db, merchant.id);
  return rows.map(presentConsoleHelpArticle);
}

/** Creates a help article (no id) or replaces one of the merchant's; the content is sanitised first. */
export async function saveHelpArticle(
  ctx: TAppContext,
  call: TConsoleCall,
  input: THelpInput,
): Promise<TBoHelpArticle> {
  const { found, merchant, client } = call;
  const values = {
    category: plainText(input.category, "category"),
    title: plainText(input.title, "title"),
    content: richText(input.content, "content"),
    device: input.device,
    sort: input.sort,
  };
  const row = await saveContentRow(ctx, HELP_ARTICLES, { found, merchant, client }, { id: input.id, values });
  return presentConsoleHelpArticle(row);
}

/** Removes one of the merchant's help articles; audited with what it was. */
export async function deleteHelpArticle(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TBoDeleteRequest,
): Promise<void> {
  const { found, merchant, client } = call;
  await deleteContentRow(ctx, HELP_ARTICLES, { found, merchant, client }, input.id);
}
