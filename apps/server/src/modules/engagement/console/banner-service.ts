import type { TBoBanner, TBoDeleteRequest, ZBoBannerRequest } from "@orchid/contract/backoffice-content";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import { findMediaMeta } from "../../media/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { plainText } from "../../operators/index.ts";
import { auditedBanner, presentConsoleBanner } from "./content-presenter.ts";
import {
  deleteBanner as deleteBannerRow,
  insertBanner,
  listBanners,
  lockBanner,
  type TBannerRow,
  type TBannerValues,
  updateBanner,
} from "./content-repo.ts";
import { deleteContentRow, saveContentRow, type TContentKind } from "./content-row-change.ts";

type TBannerInput = z.output<typeof ZBoBannerRequest>;
type TLinkageType = TBoBanner["linkageType"];

const BANNERS: TContentKind<TBannerRow, TBannerValues> = {
  action: "content.banner",
  targetType: "banner",
  lock: lockBanner,
  insert: insertBanner,
  update: updateBanner,
  remove: deleteBannerRow,
  audited: auditedBanner,
};

const isPositiveId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value);

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** What each linkage type accepts: a site path, an https address, or the id of a game, promotion or notice. */
const LINKAGE_RULES: Record<Exclude<TLinkageType, "NONE">, (value: string) => boolean> = {
  ROUTE: (value) => value.startsWith("/") && !value.startsWith("//") && !/[\s\\]/.test(value),
  URL: isHttpsUrl,
  GAME: isPositiveId,
  PROMOTION: isPositiveId,
  NOTICE: isPositiveId,
};

function checkedLinkage(type: TLinkageType, linkage: string | null): string | null {
  if (type === "NONE") return null;
  const value = linkage ?? "";
  if (!LINKAGE_RULES[type](value)) throw invalidField("linkage");
  return value;
}

/** Every banner of the merchant, all groups, with where its schedule stands now. */
export async function listConsoleBanners(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
): Promise<TBoBanner[]> {
  const now = ctx.now();
  const rows = await listBanners(ctx.database.db, merchant.id);
  return rows.map((row) => presentConsoleBanner(row, now));
}

/**
 * Creates a banner (no id) or replaces one of the merchant's. The image must be one the merchant
 * uploaded; the change is live on the site at once (within its schedule) and audited.
 */
export async function saveBanner(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TBannerInput,
): Promise<TBoBanner> {
  const { found, merchant, client } = call;
  const values: TBannerValues = {
    groupName: input.groupName,
    mediaId: input.mediaId,
    title: plainText(input.title, "title"),
    linkageType: input.linkageType,
    linkage: checkedLinkage(input.linkageType, input.linkage),
    sort: input.sort,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
  const row = await saveContentRow(
    ctx,
    BANNERS,
    { found, merchant, client },
    {
      id: input.id,
      values,
      check: async (tx) => {
        const image = await findMediaMeta(tx, input.mediaId);
        if (image?.merchantId !== merchant.id) throw invalidField("mediaId");
      },
    },
  );
  return presentConsoleBanner(row, client.at);
}

/** Removes one of the merchant's banners (its image stays stored); audited with what it was. */
export async function deleteBanner(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TBoDeleteRequest,
): Promise<void> {
  const { found, merchant, client } = call;
  await deleteContentRow(ctx, BANNERS, { found, merchant, client }, input.id);
}
