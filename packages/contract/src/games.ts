import { z } from "zod";
import { GAME_NAME_MAX } from "./game-limits.ts";
import { MINOR_PER_MAJOR, ZPageQuery, ZPeriodQuery, zPage } from "./money.ts";

/** The lobbies of spec §2; the catalogue files every game under one of them. */
export const GAME_TYPES = [
  "RNG",
  "LIVE",
  "FISH",
  "PVP",
  "SPORTS",
  "ESPORTS",
  "LOTT",
  "ELOTT",
  "SV3",
] as const;
export type TGameType = (typeof GAME_TYPES)[number];

/** The order the hot list and the vendor sorting present the types in (spec §3). */
export const HOT_GAME_TYPES = ["ELOTT", "LOTT", "LIVE", "SPORTS", "FISH", "RNG", "PVP"] as const;

/** RNG classify tabs (spec §2): jackpot, table games, arcade, bingo. */
export const GAME_CLASSIFIES = ["JP", "TG", "AC", "BG"] as const;
export type TGameClassify = (typeof GAME_CLASSIFIES)[number];

/** Spec §9: a lobby page holds 24 games. */
export const GAME_PAGE_SIZE = 24;
/** The longest game name a search or the console takes (game-limits.ts, which needs no zod). */
export { GAME_NAME_MAX };

/** A game type as answers carry it. */
const ZGameTypeValue = z.enum(GAME_TYPES);
/** A count, an id or an amount in minor units that cannot go below zero. */
const ZCount = z.number().int().nonnegative();

/** Case-insensitive game types, as the site upper-cases its route's lobbyType. */
const ZGameType = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  z.enum(GAME_TYPES),
);
const ZVendorCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/);
const ZNodeId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZPageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const ZGamePageSize = z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE);
const ZLanguageParam = z.string().max(8).optional();
/** Search text: control characters (NUL above all, which PostgreSQL text cannot hold) are refused. */
const ZGameName = z
  .string()
  .trim()
  .max(GAME_NAME_MAX)
  .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), { message: "err_invalid_characters" });

/**
 * A minimum bet as the site shows money: major units with at most two decimals ("0.05", "1").
 * Read as text and turned into minor units without floating point.
 */
export const ZMinBetMajor = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/)
  .transform((text) => {
    const [whole = "0", fraction = ""] = text.split(".");
    return Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, "0"));
  });

/**
 * `GET /lgw/games/list` (spec §3 game list query). `minBet` is in major units and keeps games
 * whose minimum bet is at least that much; `minLineNum` keeps games with at least that many lines
 * (the filters read "1 yuan or more", "25 lines or more"). `parent` lists a group game's sub-games.
 * clientType, platform, channel and merchant are the site's fixed values and change nothing.
 */
export const ZGameListQuery = z.object({
  clientType: z.string().max(16).optional(),
  platform: z.string().max(64).optional(),
  channel: z.string().max(32).optional(),
  merchant: z.string().max(64).optional(),
  gameType: ZGameType,
  vassalage: ZVendorCode.optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  gameName: ZGameName.optional(),
  minBet: ZMinBetMajor.optional(),
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
  parent: ZNodeId.optional(),
  pageNo: ZPageNo,
  pageSize: ZGamePageSize,
  language: ZLanguageParam,
});
export type TGameListQuery = z.input<typeof ZGameListQuery>;

/** One game as the lobby shows it (spec §3 game object). Money is in minor units, like every amount. */
export const ZGame = z.object({
  nodeId: ZCount,
  gameCode: z.string(),
  name: z.string(),
  gameType: ZGameTypeValue,
  vassalage: z.string(),
  vendorName: z.string(),
  /** "VASSALAGE" for a group game whose sub-games open in a pop-up, else "GAME". */
  isGame: z.enum(["VASSALAGE", "GAME"]),
  classify: z.array(z.enum(GAME_CLASSIFIES)),
  minBet: ZCount,
  lineNum: ZCount,
  isHot: z.boolean(),
  imageUrl: z.string(),
});
export type TGame = z.output<typeof ZGame>;

export const ZGameList = z.object({ games: z.array(ZGame), totalPages: ZCount });
export type TGameList = z.output<typeof ZGameList>;

/** `GET /lgw/games/hot` (spec §3 hot games request). isPlatform is 2 on the site (spec §9). */
export const ZHotGamesQuery = z.object({
  merchantCode: z.string().max(64).optional(),
  isPlatform: z.coerce.number().int().min(0).max(9).optional(),
  vassalage: ZVendorCode.optional(),
  platform: z.string().max(64).optional(),
  language: ZLanguageParam,
});
export type THotGamesQuery = z.input<typeof ZHotGamesQuery>;

/** Hot games per type, each list in its hot order; every type of `GAME_TYPES` is present. */
export const ZHotGames = z.object({ hotGames: z.record(ZGameTypeValue, z.array(ZGame)) });
export type THotGames = z.output<typeof ZHotGames>;

/** `GET /wps/game/vendors?gameType=`: the vendors of one lobby with their game counts. */
export const ZGameVendorsQuery = z.object({ gameType: ZGameType });
export type TGameVendorsQuery = z.input<typeof ZGameVendorsQuery>;
export const ZGameVendor = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType: ZGameTypeValue,
  gameCount: ZCount,
});
export type TGameVendor = z.output<typeof ZGameVendor>;

/** `GET /wps/game/vendors/sorting`: each category with its vendors, in display order. */
export const ZSortingVendor = z.object({ gameCategory: ZGameTypeValue, vendors: z.array(ZGameVendor) });
export type TSortingVendor = z.output<typeof ZSortingVendor>;

/** `GET /lgw/games/game_menus`: one lane per lobby (spec §3 game vendor lane), with each vendor's name. */
export const ZGameMenuCard = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType: ZGameTypeValue,
  isHot: z.boolean(),
});
export type TGameMenuCard = z.output<typeof ZGameMenuCard>;
export const ZGameMenu = z.object({ title: ZGameTypeValue, cards: z.array(ZGameMenuCard) });
export type TGameMenu = z.output<typeof ZGameMenu>;

/** The vendor image route's parameters (vendor-image.ts); anything else is an image that does not exist. */
export const ZVendorImageParams = z.object({ gameType: ZGameType, vendor: ZVendorCode });

/** A game tile's address parameter: a game id as written in the path (anything else is no image). */
export const ZGameImageParams = z.object({
  nodeId: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .transform(Number),
});

/** `GET /wps/game/favourites` (spec §3 favourite games request). */
export const ZFavouriteGamesQuery = z.object({
  clientType: z.string().max(16).optional(),
  platform: z.string().max(64).optional(),
  gameType: ZGameType.optional(),
  pageNo: ZPageNo,
  pageSize: ZGamePageSize,
  language: ZLanguageParam,
});
export type TFavouriteGamesQuery = z.input<typeof ZFavouriteGamesQuery>;
export const ZFavouriteGames = z.object({ content: z.array(ZGame), totalPages: ZCount });
export type TFavouriteGames = z.output<typeof ZFavouriteGames>;
/** `GET /wps/game/favourites/ids`: the member's favourite game ids, newest first. */
export const ZFavouriteGameIds = z.array(ZCount);

/** Favourite add / remove (spec §3 favourite action): the game and, as a check, its vendor and type. */
export const ZFavouriteAction = z.object({
  nodeId: ZNodeId,
  vendor: ZVendorCode,
  gameType: ZGameType,
});
export type TFavouriteAction = z.input<typeof ZFavouriteAction>;

/** `GET /wps/game/recent` (spec §3 recent games request): the member's last played games, newest first. */
export const ZRecentGamesQuery = z.object({
  clientType: z.string().max(16).optional(),
  vassalage: ZVendorCode.optional(),
  gameType: ZGameType.optional(),
  pageNo: ZPageNo,
  pageSize: ZGamePageSize,
  language: ZLanguageParam,
});
export type TRecentGamesQuery = z.input<typeof ZRecentGamesQuery>;
export const ZRecentGames = z.object({ list: z.array(ZGame), totalPages: ZCount });
export type TRecentGames = z.output<typeof ZRecentGames>;

/**
 * `POST /wps/game/launchGame`: opens a game for the member. The answer's `url` carries a
 * short-lived launch token signed for the game's vendor; the site shows it in the `/game` frame.
 * A group game (VASSALAGE) is not launched: the site lists its sub-games instead.
 */
export const ZLaunchGameRequest = z.object({
  nodeId: ZNodeId,
  language: ZLanguageParam,
  /** Where the game will show; the vendor picks its layout from it. */
  device: z.enum(["WEB", "H5"]).default("WEB"),
});
export type TLaunchGameRequest = z.input<typeof ZLaunchGameRequest>;
export const ZLaunchGame = z.object({
  url: z.string(),
  nodeId: ZCount,
  name: z.string(),
  vassalage: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TLaunchGame = z.output<typeof ZLaunchGame>;

/** `GET /wps/game/records` (personalHistoryCopy): the member's bets, newest first. */
export const ZBetRecordQuery = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  gameType: ZGameType.optional(),
  vassalage: ZVendorCode.optional(),
  status: z.enum(["open", "settled", "cancelled"]).optional(),
  language: ZLanguageParam,
});
export type TBetRecordQuery = z.input<typeof ZBetRecordQuery>;

/** One bet (a game round) as the betting record shows it; money in minor units. */
export const ZBetRecord = z.object({
  id: ZCount,
  roundId: z.string(),
  gameName: z.string(),
  gameType: ZGameTypeValue,
  vassalage: z.string(),
  vendorName: z.string(),
  stake: ZCount,
  win: ZCount,
  /** win − stake: what the round did to the member's balance. */
  net: z.number().int(),
  status: z.enum(["open", "settled", "cancelled"]),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type TBetRecord = z.output<typeof ZBetRecord>;
const ZStakeTotals = z.object({ stake: ZCount, win: ZCount, net: z.number().int() });
export const ZBetRecordPage = zPage(ZBetRecord).extend({ totals: ZStakeTotals });
export type TBetRecordPage = z.output<typeof ZBetRecordPage>;

/** `GET /wps/game/profit`: personal profit and loss by game type over a period (from the daily rollups). */
export const ZGameProfitQuery = ZPeriodQuery;
export type TGameProfitQuery = z.input<typeof ZGameProfitQuery>;
export const ZGameProfitRow = ZStakeTotals.extend({ gameType: ZGameTypeValue, bets: ZCount });
export type TGameProfitRow = z.output<typeof ZGameProfitRow>;
export const ZGameProfit = z.object({
  rows: z.array(ZGameProfitRow),
  totals: ZStakeTotals.extend({ bets: ZCount }),
});
export type TGameProfit = z.output<typeof ZGameProfit>;

/** `GET /lgw/games/popular` (spec §7: count 20, prizeMode, device, language): the most played games lately. */
export const ZPopularGamesQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  prizeMode: z.string().max(16).optional(),
  device: z.string().max(16).optional(),
  language: ZLanguageParam,
});
export type TPopularGamesQuery = z.input<typeof ZPopularGamesQuery>;

/** `GET /wps/home/winners`: the winner board (spec §3: player, game name, prize, winning time). */
export const ZWinner = z.object({
  /** The winner's username with its middle hidden ("de***1"). */
  player: z.string(),
  gameName: z.string(),
  gameType: ZGameTypeValue,
  /** Minor units. */
  prize: ZCount,
  wonAt: z.iso.datetime(),
});
export type TWinner = z.output<typeof ZWinner>;
