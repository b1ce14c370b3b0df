import { ZMallProductInput } from "@orchid/contract/points";
import { describe, expect, it } from "vitest";
import {
  productDraftOf,
  productSchema,
  productsInOrder,
  readProduct,
  type TMallProductValue,
} from "./product-draft.ts";

const PRODUCT: TMallProductValue = {
  id: 7,
  name: { EN: "Phone", CN: "手机" },
  description: { EN: "A new phone, sent to your address." },
  mediaId: 31,
  imageUrl: "https://cdn.example/media/31.png",
  points: 50_000,
  amount: 1_050,
  stock: 12,
  needsAddress: true,
  enabled: true,
  sort: 3,
  redeemed: 4,
};

const keysOf = (issues: { path: (string | number)[]; key: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.key]));

describe("mall product form ↔ save call", () => {
  it("reads a product into the form and back, with its id", () => {
    const draft = productDraftOf(PRODUCT);
    expect(draft.amount).toBe("10.50");
    expect(draft.points).toBe("50000");
    const { input, issues } = readProduct(draft, PRODUCT.id);
    expect(issues).toEqual([]);
    expect(input).toEqual({
      id: 7,
      name: PRODUCT.name,
      description: PRODUCT.description,
      mediaId: 31,
      points: 50_000,
      amount: 1_050,
      stock: 12,
      needsAddress: true,
      enabled: true,
      sort: 3,
    });
    expect(ZMallProductInput.safeParse(input).success).toBe(true);
  });

  it("creates a product without an id, image or cash price", () => {
    const draft = productDraftOf(null);
    expect(draft).toMatchObject({ mediaId: null, amount: "0.00", enabled: false, sort: "0" });
    draft.name = { EN: " Voucher " };
    draft.description = { EN: "Free spins", CN: " " };
    draft.points = "1,000";
    draft.stock = "0";
    draft.sort = "";
    const { input } = readProduct(draft);
    expect(input).toEqual({
      name: { EN: "Voucher" },
      description: { EN: "Free spins" },
      mediaId: null,
      points: 1_000,
      amount: 0,
      stock: 0,
      needsAddress: false,
      enabled: false,
      sort: 0,
    });
    expect(ZMallProductInput.safeParse(input).success).toBe(true);
  });

  it("names each problem by the request's field path, as the server does", () => {
    const draft = productDraftOf(PRODUCT);
    draft.name = { CN: "手机" };
    draft.description = { EN: "x".repeat(1001) };
    draft.points = "";
    draft.amount = "1.234";
    draft.stock = "1000001";
    draft.sort = "10001";
    const { input, issues } = readProduct(draft, PRODUCT.id);
    expect(input).toBeNull();
    expect(keysOf(issues)).toEqual({
      "name.EN": "err_english_required",
      "description.EN": "bo_points_text_too_long",
      points: "bo_points_product_points_invalid",
      amount: "bo_money_decimals",
      stock: "bo_points_stock_invalid",
      sort: "bo_points_sort_invalid",
    });
  });

  it("gives the form's resolver the same problems and the same product", () => {
    const schema = productSchema(PRODUCT.id);
    const draft = productDraftOf(PRODUCT);
    const parsed = schema.safeParse(draft);
    expect(parsed.success && parsed.data.id).toBe(7);
    draft.amount = "-1";
    const failed = schema.safeParse(draft);
    expect(failed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["amount", "bo_money_invalid"],
    ]);
  });

  it("lists products by their order, then oldest first", () => {
    const rows = [
      { ...PRODUCT, id: 3, sort: 2 },
      { ...PRODUCT, id: 1, sort: 2 },
      { ...PRODUCT, id: 9, sort: 0 },
    ];
    expect(productsInOrder(rows).map((row) => row.id)).toEqual([9, 1, 3]);
    expect(rows.map((row) => row.id)).toEqual([3, 1, 9]);
  });
});
