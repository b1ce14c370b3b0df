import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";

export type TVendorLaneRow = {
  code: string;
  name: string;
  game_type: string;
  game_count: number;
  has_hot: boolean;
};

/**
 * Every enabled vendor once per lobby it serves, with its count of listed games there and whether
 * any of them is hot; in the vendors' display order. `gameType` narrows it to one lobby.
 */
export async function listVendorLanes(db: TDb, gameType?: string): Promise<TVendorLaneRow[]> {
  const oneType = gameType === undefined ? sql`` : sql`and lane.game_type = ${gameType}`;
  const result = await db.execute(sql`
    select v.code, v.name, lane.game_type,
      count(g.id)::int as game_count, coalesce(bool_or(g.is_hot), false) as has_hot
    from game_vendors v
    cross join lateral unnest(v.game_types) as lane(game_type)
    left join games g on g.vendor_code = v.code and g.game_type = lane.game_type
      and g.enabled and g.parent_id is null
    where v.enabled ${oneType}
    group by v.code, v.name, v.sort_order, lane.game_type
    order by v.sort_order, v.code`);
  return rowsOf<TVendorLaneRow>(result);
}

/** One vendor in one lobby, when it is enabled and serves that lobby (its image's subject). */
export async function findVendorLane(
  db: TDb,
  code: string,
  gameType: string,
): Promise<{ code: string; name: string } | undefined> {
  const result = await db.execute(sql`
    select v.code, v.name from game_vendors v
    where v.code = ${code} and v.enabled and ${gameType} = any(v.game_types)`);
  return rowsOf<{ code: string; name: string }>(result)[0];
}
