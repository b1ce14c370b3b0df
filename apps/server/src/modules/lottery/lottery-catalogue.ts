import type { TLotteryGroup } from "@orchid/contract/lottery";
import type { TDrawSchedule, TScheduledGame } from "@orchid/games/lottery/schedule/draw-schedule";
import { FAST_GAMES } from "@orchid/games/lottery/schedule/fast-games";
import { FOUR_D_GAMES } from "@orchid/games/lottery/schedule/four-d-operators";
import { VN_GAMES } from "@orchid/games/lottery/schedule/vn-games";
import { VN_STATIONS } from "@orchid/games/lottery/schedule/vn-stations";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";

/** A lottery game as the module works with it (a row of lottery_games). */
export type TLotteryGameRow = {
  code: string;
  family: string;
  group: TLotteryGroup;
  gameType: "LOTT" | "ELOTT";
  name: string | null;
  schedule: TDrawSchedule;
  source: "fair" | "entered";
  sortOrder: number;
};

const ELOTTERY_FAMILIES = new Set(["ssc5d", "pk10", "k3", "x11x5"]);
const STATION_BY_CODE = new Map(VN_STATIONS.map((station) => [station.code, station]));

function groupOf(game: TScheduledGame, fast: boolean): TLotteryGroup {
  if (ELOTTERY_FAMILIES.has(game.family)) return "elottery";
  if (game.family === "four_d") return "four_d";
  if (fast) return "vn_fast";
  if (game.code === "vn_north") return "vn_north";
  return STATION_BY_CODE.get(game.code)?.region === "central" ? "vn_central" : "vn_south";
}

function rowOf(game: TScheduledGame, fast: boolean, sortOrder: number): TLotteryGameRow {
  const group = groupOf(game, fast);
  return {
    code: game.code,
    family: game.family,
    group,
    gameType: group === "elottery" ? "ELOTT" : "LOTT",
    name: game.code === "vn_north" ? "Miền Bắc" : (STATION_BY_CODE.get(game.code)?.name ?? null),
    schedule: game.schedule,
    source: fast ? "fair" : "entered",
    sortOrder,
  };
}

/**
 * Every game Orchid runs, in lobby order: the fast tables first (they always have a draw open),
 * then the real Vietnamese draws and 4D. Results of real draws are entered; fast draws are fair.
 */
export const LOTTERY_GAMES: readonly TLotteryGameRow[] = [
  ...FAST_GAMES.map((game) => ({ game, fast: true })),
  ...VN_GAMES.map((game) => ({ game, fast: false })),
  ...FOUR_D_GAMES.map((game) => ({ game, fast: false })),
].map(({ game, fast }, index) => rowOf(game, fast, index));

/** The two catalogue vendors the lottery's games are listed under (the site opens them on /lottery). */
export const LOTTERY_VENDORS = [
  { code: "LOTT", name: "Orchid Lottery", gameType: "LOTT" },
  { code: "ELOTT", name: "Orchid E-lottery", gameType: "ELOTT" },
] as const;

const FAMILY_NAMES: Readonly<Record<string, string>> = {
  vn_north: "Miền Bắc",
  vn_south: "Miền Nam",
  ssc5d: "5D",
  pk10: "PK10",
  k3: "K3",
  x11x5: "11x5",
};
const FOUR_D_NAMES: Readonly<Record<string, string>> = {
  four_d_my: "4D Malaysia",
  four_d_sg: "4D Singapore",
};

/** A game's name in the catalogue (English; the lottery screens name games in every language). */
export function catalogueName(game: TLotteryGameRow): string {
  if (game.name) return game.name;
  const fourD = FOUR_D_NAMES[game.code];
  if (fourD) return fourD;
  const family = FAMILY_NAMES[game.family] ?? game.family;
  if (game.schedule.kind !== "every") return family;
  const seconds = game.schedule.seconds;
  return `${family} ${seconds < 60 ? `${seconds} s` : `${seconds / 60} min`}`;
}

/**
 * Writes the shipped games into lottery_games (new ones added, schedules and names brought up to
 * date; the operators' `enabled` switch kept). Safe to run on every start of every instance.
 */
export async function syncLotteryGames(db: TDb): Promise<void> {
  const rows = LOTTERY_GAMES.map((game) => ({
    code: game.code,
    family: game.family,
    grp: game.group,
    game_type: game.gameType,
    name: game.name,
    schedule: game.schedule,
    source: game.source,
    sort_order: game.sortOrder,
  }));
  await db.execute(sql`
    insert into lottery_games (code, family, grp, game_type, name, schedule, source, sort_order)
    select code, family, grp, game_type, name, schedule, source, sort_order
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(code text, family text, grp text,
      game_type text, name text, schedule jsonb, source text, sort_order int)
    on conflict (code) do update set family = excluded.family, grp = excluded.grp,
      game_type = excluded.game_type, name = excluded.name, schedule = excluded.schedule,
      source = excluded.source, sort_order = excluded.sort_order`);
  await syncCatalogue(db);
}

/**
 * Lists the games in the platform's game catalogue too (vendors LOTT and ELOTT, code = the
 * lottery game's code), so lobbies, menus, search and favourites show them and the site opens
 * them on the lottery screen. Names are refreshed; the operators' switches and order are kept.
 */
async function syncCatalogue(db: TDb): Promise<void> {
  const vendors = LOTTERY_VENDORS.map((vendor, index) => ({
    code: vendor.code,
    name: vendor.name,
    game_types: [vendor.gameType],
    sort_order: index,
  }));
  await db.execute(sql`
    insert into game_vendors (code, name, wallet_mode, game_types, sort_order)
    select code, name, 'seamless', array(select jsonb_array_elements_text(game_types)), sort_order
    from jsonb_to_recordset(${JSON.stringify(vendors)}::jsonb) as r(code text, name text, game_types jsonb,
      sort_order int)
    on conflict (code) do update set game_types = excluded.game_types`);
  const rows = LOTTERY_GAMES.map((game) => {
    const name = catalogueName(game);
    return {
      vendor_code: game.gameType,
      code: game.code,
      game_type: game.gameType,
      names: { EN: name },
      search_text: `${name} ${game.code}`.toLowerCase(),
      sort_order: game.sortOrder,
    };
  });
  await db.execute(sql`
    insert into games (vendor_code, code, game_type, names, search_text, sort_order)
    select vendor_code, code, game_type, names, search_text, sort_order
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(vendor_code text, code text, game_type text,
      names jsonb, search_text text, sort_order int)
    on conflict (vendor_code, code) do update set names = excluded.names, search_text = excluded.search_text`);
}
