import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TTx } from "../../database.ts";
import { games, gameVendors } from "../../schema/games.ts";
import { DEMO_TRANSFER_VENDORS } from "../demo-content/payments.ts";
import { buildDemoCatalogue, type TDemoGame } from "./build-demo-catalogue.ts";
import { DEMO_SLOT_VENDORS, TRANSFER_VENDOR_TYPES } from "./demo-vendors.ts";

/** Rows per insert: large enough to be quick, small enough to stay far below the parameter limit. */
const CHUNK = 1_000;

/**
 * The demo game catalogue and its vendors, added only when the catalogue is empty (so a second
 * run changes nothing, and an older demo database gains it on its next start). Vendors are
 * upserted with only the lobbies they serve changing: the wallet's transfer vendors, which the
 * money seed may already have written, keep their wallet mode.
 */
export async function seedDemoGames(tx: TTx): Promise<boolean> {
  const [present] = await tx.select({ id: games.id }).from(games).limit(1);
  if (present) {
    await giveVendorsSecrets(tx);
    return false;
  }

  const vendors = [
    ...DEMO_TRANSFER_VENDORS.map((v) => ({
      ...v,
      walletMode: "transfer",
      gameTypes: TRANSFER_VENDOR_TYPES[v.code] ?? [],
    })),
    ...DEMO_SLOT_VENDORS.map((v) => ({ ...v, walletMode: "seamless" })),
  ];
  await tx
    .insert(gameVendors)
    .values(vendors)
    .onConflictDoUpdate({ target: gameVendors.code, set: { gameTypes: sql`excluded.game_types` } });

  await giveVendorsSecrets(tx);

  const catalogue = buildDemoCatalogue();
  const topLevel = catalogue.filter((game) => game.parentCode === null);
  await insertChunks(tx, topLevel, () => null);

  // Sub-games point at their group by id, which exists only now.
  const groups = await tx
    .select({ id: games.id, vendorCode: games.vendorCode, code: games.code })
    .from(games)
    .where(sql`${games.isGroup}`);
  const groupIds = new Map(groups.map((g) => [`${g.vendorCode}/${g.code}`, g.id]));
  const subGames = catalogue.filter((game) => game.parentCode !== null);
  await insertChunks(tx, subGames, (game) => {
    const id = groupIds.get(`${game.vendorCode}/${game.parentCode}`);
    if (id === undefined) throw new Error(`demo group ${game.parentCode} missing`);
    return id;
  });
  // A bulk load leaves the trigram entries in the index's pending list, which the planner prices
  // as a full read (it would then scan the table instead); merge it now, and give the planner
  // fresh statistics for ten thousand rows.
  await tx.execute(sql`select gin_clean_pending_list('games_search_trgm_idx')`);
  await tx.execute(sql`analyze games`);
  return true;
}

/**
 * Every seamless vendor without a protocol secret gets a fresh random one (never a fixed value:
 * the secret signs launch tokens and wallet calls). An operator sees and rotates it in the console.
 */
async function giveVendorsSecrets(tx: TTx): Promise<void> {
  const bare = await tx
    .select({ code: gameVendors.code })
    .from(gameVendors)
    .where(sql`${gameVendors.secret} is null and ${gameVendors.walletMode} = 'seamless'`);
  for (const { code } of bare) {
    await tx
      .update(gameVendors)
      .set({ secret: randomBytes(32).toString("hex") })
      .where(sql`${gameVendors.code} = ${code}`);
  }
}

/**
 * Inserts the rows as one JSON document per chunk: a single parameter instead of thousands, which
 * is what keeps the seed quick on PGlite.
 */
async function insertChunks(tx: TTx, rows: TDemoGame[], parentOf: (game: TDemoGame) => number | null) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map(({ parentCode: _, ...game }) => ({
      ...game,
      parentId: parentOf({ ...game, parentCode: _ }),
    }));
    await tx.execute(sql`
      insert into games (vendor_code, code, game_type, names, search_text, classify, min_bet, line_count,
        is_hot, hot_order, is_group, parent_id, maths_model, theme, sort_order)
      select "vendorCode", code, "gameType", names, "searchText", classify, "minBet", "lineCount",
        "isHot", "hotOrder", "isGroup", "parentId", "mathsModel", theme, "sortOrder"
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r("vendorCode" text, code text,
        "gameType" text, names jsonb, "searchText" text, classify text[], "minBet" integer,
        "lineCount" smallint, "isHot" boolean, "hotOrder" integer, "isGroup" boolean, "parentId" bigint,
        "mathsModel" text, theme text, "sortOrder" integer)`);
  }
}
