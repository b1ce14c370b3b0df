import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { media } from "./content.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Game vendors and how their money is held: a transfer wallet per member, or seamless.
 * `game_types` names the lobbies (RNG, LIVE, …) the vendor appears in, so a vendor with no games
 * yet can still have its lane.
 */
export const gameVendors = pgTable("game_vendors", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  walletMode: text("wallet_mode").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  sortOrder: smallint("sort_order").notNull().default(0),
  gameTypes: text("game_types").array().notNull().default(sql`'{}'::text[]`),
  /** Shared HMAC-SHA256 secret of the seamless-wallet protocol and launch tokens; none → not launchable. */
  secret: text("secret"),
  /**
   * The most a round of this vendor's games may pay, as a multiple of the round's stake; a `win`
   * beyond it is refused and raises an audit alert (docs/vendor-wallet.md).
   */
  maxWinMultiplier: integer("max_win_multiplier").notNull().default(10_000),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * The platform-wide game catalogue; `id` is the spec's nodeId. A group game (`is_group`, the
 * spec's VASSALAGE) opens a pop-up of its sub-games, which point at it with `parent_id` and are
 * never listed at the top level. `search_text` holds every language's name lower-cased, so one
 * trigram index answers a search in any language.
 */
export const games = pgTable(
  "games",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    vendorCode: text("vendor_code")
      .notNull()
      .references(() => gameVendors.code),
    code: text("code").notNull(),
    gameType: text("game_type").notNull(),
    names: jsonb("names").$type<Record<string, string>>().notNull(),
    searchText: text("search_text").notNull(),
    classify: text("classify").array().notNull().default(sql`'{}'::text[]`),
    minBet: integer("min_bet").notNull().default(0),
    lineCount: smallint("line_count").notNull().default(0),
    isHot: boolean("is_hot").notNull().default(false),
    hotOrder: integer("hot_order"),
    parentId: bigint("parent_id", { mode: "number" }).references((): AnyPgColumn => games.id),
    isGroup: boolean("is_group").notNull().default(false),
    mathsModel: text("maths_model"),
    theme: text("theme"),
    enabled: boolean("enabled").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** An operator-uploaded tile; none → the drawn SVG tile (game-art.ts). */
    imageMediaId: integer("image_media_id").references(() => media.id),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("games_vendor_code_uq").on(t.vendorCode, t.code),
    // The lobby's list: one type, top-level enabled games, in display order.
    index("games_list_idx")
      .on(t.gameType, t.sortOrder, t.id)
      .where(sql`${t.enabled} and ${t.parentId} is null`),
    // The same list narrowed to one vendor's tab.
    index("games_vendor_list_idx")
      .on(t.vendorCode, t.gameType, t.sortOrder, t.id)
      .where(sql`${t.enabled} and ${t.parentId} is null`),
    index("games_hot_idx").on(t.gameType, t.hotOrder).where(sql`${t.isHot} and ${t.enabled}`),
    index("games_parent_idx").on(t.parentId, t.sortOrder, t.id).where(sql`${t.parentId} is not null`),
    index("games_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** A member's favourite games; removing a game or a member removes its favourites with it. */
export const gameFavourites = pgTable(
  "game_favourites",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    gameId: bigint("game_id", { mode: "number" })
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);
