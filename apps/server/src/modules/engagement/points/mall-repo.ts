import type { TRedeemState } from "@orchid/contract/points";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export type TProductRow = {
  id: number;
  merchantId: number;
  name: Record<string, string>;
  description: Record<string, string>;
  mediaId: number | null;
  points: number;
  amount: number;
  stock: number;
  needsAddress: boolean;
  enabled: boolean;
  sort: number;
  redeemed: number;
};

type TRawProduct = {
  id: number;
  merchant_id: number;
  name: Record<string, string>;
  description: Record<string, string>;
  media_id: number | null;
  points: string | number;
  amount: string | number;
  stock: number;
  needs_address: boolean;
  enabled: boolean;
  sort: number;
  redeemed: number;
};

const productOf = (row: TRawProduct): TProductRow => ({
  id: row.id,
  merchantId: row.merchant_id,
  name: row.name,
  description: row.description,
  mediaId: row.media_id,
  points: Number(row.points),
  amount: Number(row.amount),
  stock: row.stock,
  needsAddress: row.needs_address,
  enabled: row.enabled,
  sort: row.sort,
  redeemed: row.redeemed,
});

/** The merchant's products in display order (enabled ones only, unless `all`). */
export async function listProducts(db: TDb | TTx, merchantId: number, all = false): Promise<TProductRow[]> {
  const rows = rowsOf<TRawProduct>(
    await db.execute(sql`
      select * from mall_products where merchant_id = ${merchantId} ${all ? sql`` : sql`and enabled`}
      order by sort, id`),
  );
  return rows.map(productOf);
}

export async function findProduct(
  db: TDb | TTx,
  merchantId: number,
  id: number,
): Promise<TProductRow | undefined> {
  const rows = rowsOf<TRawProduct>(
    await db.execute(sql`select * from mall_products where id = ${id} and merchant_id = ${merchantId}`),
  );
  return rows[0] ? productOf(rows[0]) : undefined;
}

/** Takes `quantity` units of an enabled product if that many are left; answers the product, else undefined. */
export async function takeStock(
  tx: TTx,
  merchantId: number,
  id: number,
  quantity: number,
): Promise<TProductRow | undefined> {
  const rows = rowsOf<TRawProduct>(
    await tx.execute(sql`
      update mall_products set stock = stock - ${quantity}, redeemed = redeemed + ${quantity}, updated_at = now()
      where id = ${id} and merchant_id = ${merchantId} and enabled and stock >= ${quantity}
      returning *`),
  );
  return rows[0] ? productOf(rows[0]) : undefined;
}

/** Gives units back (a rejected redeem). */
export async function returnStock(tx: TTx, id: number, quantity: number): Promise<void> {
  await tx.execute(sql`
    update mall_products set stock = stock + ${quantity}, redeemed = redeemed - ${quantity}, updated_at = now()
    where id = ${id}`);
}

type TProductFields = Omit<TProductRow, "id" | "merchantId" | "redeemed">;

export async function saveProduct(
  tx: TTx,
  merchantId: number,
  id: number | undefined,
  fields: TProductFields,
) {
  const values = sql`${JSON.stringify(fields.name)}::jsonb, ${JSON.stringify(fields.description)}::jsonb,
    ${fields.mediaId}, ${fields.points}, ${fields.amount}, ${fields.stock}, ${fields.needsAddress}, ${fields.enabled},
    ${fields.sort}`;
  const rows = rowsOf<TRawProduct>(
    await tx.execute(
      id === undefined
        ? sql`insert into mall_products (merchant_id, name, description, media_id, points, amount, stock,
            needs_address, enabled, sort) values (${merchantId}, ${values}) returning *`
        : sql`update mall_products set (name, description, media_id, points, amount, stock, needs_address,
            enabled, sort, updated_at) = (${values}, now())
          where id = ${id} and merchant_id = ${merchantId} returning *`,
    ),
  );
  return rows[0] ? productOf(rows[0]) : undefined;
}

export type TRedeemRow = {
  id: number;
  merchantId: number;
  memberId: number;
  productId: number;
  reference: string;
  quantity: number;
  points: number;
  amount: number;
  pointsHoldId: number | null;
  cashHoldId: number | null;
  state: TRedeemState;
  address: string | null;
  remark: string | null;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  productName: Record<string, string>;
  username: string;
};

type TRawRedeem = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  product_id: number;
  reference: string;
  quantity: number;
  points: string | number;
  amount: string | number;
  points_hold_id: string | number | null;
  cash_hold_id: string | number | null;
  state: TRedeemState;
  address: string | null;
  remark: string | null;
  note: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  product_name: Record<string, string>;
  username: string;
};

const redeemOf = (row: TRawRedeem): TRedeemRow => ({
  id: Number(row.id),
  merchantId: row.merchant_id,
  memberId: row.member_id,
  productId: row.product_id,
  reference: row.reference,
  quantity: row.quantity,
  points: Number(row.points),
  amount: Number(row.amount),
  pointsHoldId: row.points_hold_id === null ? null : Number(row.points_hold_id),
  cashHoldId: row.cash_hold_id === null ? null : Number(row.cash_hold_id),
  state: row.state,
  address: row.address,
  remark: row.remark,
  note: row.note,
  createdAt: new Date(row.created_at),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
  productName: row.product_name,
  username: row.username,
});

const REDEEM_SELECT = sql`select r.*, p.name as product_name, m.username
  from mall_redeems r join mall_products p on p.id = r.product_id join members m on m.id = r.member_id`;

export async function insertRedeem(
  tx: TTx,
  redeem: Pick<
    TRedeemRow,
    | "merchantId"
    | "memberId"
    | "productId"
    | "reference"
    | "quantity"
    | "points"
    | "amount"
    | "address"
    | "remark"
  >,
): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into mall_redeems (merchant_id, member_id, product_id, reference, quantity, points, amount, address, remark)
      values (${redeem.merchantId}, ${redeem.memberId}, ${redeem.productId}, ${redeem.reference}, ${redeem.quantity},
        ${redeem.points}, ${redeem.amount}, ${redeem.address}, ${redeem.remark})
      returning id`),
  );
  return Number(row?.id);
}

export async function setHolds(tx: TTx, id: number, pointsHoldId: number | null, cashHoldId: number | null) {
  await tx.execute(
    sql`update mall_redeems set points_hold_id = ${pointsHoldId}, cash_hold_id = ${cashHoldId} where id = ${id}`,
  );
}

export async function findRedeem(db: TDb | TTx, merchantId: number, id: number, lock = false) {
  const rows = rowsOf<TRawRedeem>(
    await db.execute(sql`${REDEEM_SELECT} where r.id = ${id} and r.merchant_id = ${merchantId}
      ${lock ? sql`for update of r` : sql``}`),
  );
  return rows[0] ? redeemOf(rows[0]) : undefined;
}

export async function decideRedeem(
  tx: TTx,
  id: number,
  decision: { state: TRedeemState; note: string | null; operatorId: number; at: Date },
): Promise<void> {
  await tx.execute(sql`
    update mall_redeems set state = ${decision.state}, note = ${decision.note}, decided_by = ${decision.operatorId},
      decided_at = ${decision.at.toISOString()}::timestamptz
    where id = ${id}`);
}

/** A page of redeems, newest first: one member's, or the merchant's (console filters). */
export async function listRedeems(
  db: TDb,
  filter: {
    merchantId: number;
    memberId?: number;
    username?: string;
    state?: TRedeemState;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TRedeemRow[]; total: number }> {
  const where = sql`r.merchant_id = ${filter.merchantId}
    ${filter.memberId === undefined ? sql`` : sql`and r.member_id = ${filter.memberId}`}
    ${filter.username ? sql`and m.username = ${filter.username}` : sql``}
    ${filter.state ? sql`and r.state = ${filter.state}` : sql``}`;
  const rows = rowsOf<TRawRedeem>(
    await db.execute(
      sql`${REDEEM_SELECT} where ${where} order by r.id desc limit ${filter.limit} offset ${filter.offset}`,
    ),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(
      sql`select count(*) as n from mall_redeems r join members m on m.id = r.member_id where ${where}`,
    ),
  );
  return { rows: rows.map(redeemOf), total: Number(count?.n ?? 0) };
}
