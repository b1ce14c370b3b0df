import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";

export type TGameSessionRow = {
  id: number;
  merchantId: number;
  memberId: number;
  vendorCode: string;
  gameId: number;
  language: string;
  launchExpiresAt: Date;
  authenticatedAt: Date | null;
  expiresAt: Date;
};

type TRaw = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_id: string | number;
  language: string;
  launch_expires_at: string | Date;
  authenticated_at: string | Date | null;
  expires_at: string | Date;
};

const toRow = (raw: TRaw): TGameSessionRow => ({
  id: Number(raw.id),
  merchantId: raw.merchant_id,
  memberId: raw.member_id,
  vendorCode: raw.vendor_code,
  gameId: Number(raw.game_id),
  language: raw.language,
  launchExpiresAt: new Date(raw.launch_expires_at),
  authenticatedAt: raw.authenticated_at === null ? null : new Date(raw.authenticated_at),
  expiresAt: new Date(raw.expires_at),
});

export async function insertGameSession(
  db: TDb,
  row: Omit<TGameSessionRow, "id" | "authenticatedAt"> & { tokenHash: string; device: string },
): Promise<void> {
  await db.execute(sql`
    insert into game_sessions (merchant_id, member_id, vendor_code, game_id, token_hash, language, device,
      launch_expires_at, expires_at)
    values (${row.merchantId}, ${row.memberId}, ${row.vendorCode}, ${row.gameId}, ${row.tokenHash},
      ${row.language}, ${row.device}, ${row.launchExpiresAt.toISOString()}, ${row.expiresAt.toISOString()})`);
}

export async function findGameSession(
  db: TDb | TTx,
  vendorCode: string,
  tokenHash: string,
): Promise<TGameSessionRow | undefined> {
  const [raw] = rowsOf<TRaw>(
    await db.execute(sql`
      select id, merchant_id, member_id, vendor_code, game_id, language, launch_expires_at, authenticated_at,
        expires_at
      from game_sessions where token_hash = ${tokenHash} and vendor_code = ${vendorCode}`),
  );
  return raw ? toRow(raw) : undefined;
}

/** Marks the session authenticated (the first time) and pushes its end to `expiresAt`. */
export async function touchGameSession(db: TDb | TTx, id: number, now: Date, expiresAt: Date): Promise<void> {
  await db.execute(sql`
    update game_sessions set authenticated_at = coalesce(authenticated_at, ${now.toISOString()}::timestamptz),
      expires_at = greatest(expires_at, ${expiresAt.toISOString()}::timestamptz)
    where id = ${id}`);
}
