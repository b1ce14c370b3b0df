import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { z } from "zod";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { readLocalized, type TDraftIssue, wholeIn } from "./points-numbers.ts";

/** The contract's limits (ZMallProductInput). */
export const PRODUCT_NAME_MAX = 80;
export const PRODUCT_DESCRIPTION_MAX = 1000;
const PRODUCT_POINTS_MAX = 1_000_000_000;
const STOCK_MAX = 1_000_000;
const SORT_MAX = 10_000;

export type TMallProductValue = TValueOf<"boMallProducts">[number];
export type TMallProductInput = TInputOf<"boSaveMallProduct">;

/**
 * A product as its form holds it: counts as typed, the cash price in major units, the image as the
 * uploaded media's id with its address for the preview (the address is not sent).
 */
export type TProductDraft = {
  name: TLocalizedText;
  description: TLocalizedText;
  mediaId: number | null;
  imageUrl: string | null;
  points: string;
  amount: string;
  stock: string;
  needsAddress: boolean;
  enabled: boolean;
  sort: string;
};

/** The form's starting values: the product's, or a new one's (switched off until it is ready). */
export function productDraftOf(product: TMallProductValue | null): TProductDraft {
  return {
    name: { ...(product?.name ?? {}) },
    description: { ...(product?.description ?? {}) },
    mediaId: product?.mediaId ?? null,
    imageUrl: product?.imageUrl ?? null,
    points: product ? String(product.points) : "",
    amount: minorToMajorInput(product?.amount ?? 0),
    stock: product ? String(product.stock) : "",
    needsAddress: product?.needsAddress ?? false,
    enabled: product?.enabled ?? false,
    sort: String(product?.sort ?? 0),
  };
}

/**
 * The save call's product, or every problem of the draft by the request's field paths: the
 * contract's checks (English name and description, whole points, stock and order in range, a
 * cash price exact to the cent, zero allowed), made before sending. `id` changes that product.
 */
export function readProduct(
  draft: TProductDraft,
  id?: number,
): { input: TMallProductInput | null; issues: TDraftIssue[] } {
  const issues: TDraftIssue[] = [];
  const name = readLocalized(draft.name, "name", PRODUCT_NAME_MAX, issues);
  const description = readLocalized(draft.description, "description", PRODUCT_DESCRIPTION_MAX, issues);
  const points = wholeIn(draft.points, 0, PRODUCT_POINTS_MAX);
  if (points === null) issues.push({ path: ["points"], key: "bo_points_product_points_invalid" });
  const amount = parseMajorAmount(draft.amount, { allowZero: true });
  if (!amount.ok) issues.push({ path: ["amount"], key: amount.errorKey });
  const stock = wholeIn(draft.stock, 0, STOCK_MAX);
  if (stock === null) issues.push({ path: ["stock"], key: "bo_points_stock_invalid" });
  const sort = wholeIn(draft.sort || "0", 0, SORT_MAX);
  if (sort === null) issues.push({ path: ["sort"], key: "bo_points_sort_invalid" });
  if (issues.length > 0 || points === null || !amount.ok || stock === null || sort === null)
    return { input: null, issues };
  const input: TMallProductInput = {
    name,
    description,
    mediaId: draft.mediaId,
    points,
    amount: amount.minor,
    stock,
    needsAddress: draft.needsAddress,
    enabled: draft.enabled,
    sort,
  };
  return { input: id === undefined ? input : { id, ...input }, issues };
}

/** The form's schema (for its resolver): the draft in, the save call's product out. */
export function productSchema(id?: number) {
  return z.custom<TProductDraft>().transform((draft, ctx) => {
    const { input, issues } = readProduct(draft, id);
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
    return input ?? z.NEVER;
  });
}

/** The mall as the members see it ordered: by the order field, then oldest first. */
export function productsInOrder(products: readonly TMallProductValue[]): TMallProductValue[] {
  return [...products].sort((a, b) => a.sort - b.sort || a.id - b.id);
}
