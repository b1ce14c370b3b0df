import type { TBookSettings } from "@orchid/contract/sportsbook";
import { eq } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import { bookMemberSettings } from "../../db/schema/sportsbook.ts";

const DEFAULTS: TBookSettings = { oddsDisplay: "decimal", acceptOdds: "higher" };

/** How the member sees odds and takes price changes (decimal odds, better prices taken, by default). */
export async function memberBookSettings(db: TDb, memberId: number): Promise<TBookSettings> {
  const [row] = await db.select().from(bookMemberSettings).where(eq(bookMemberSettings.memberId, memberId));
  return row ? ({ oddsDisplay: row.oddsDisplay, acceptOdds: row.acceptOdds } as TBookSettings) : DEFAULTS;
}

export async function saveMemberBookSettings(
  db: TDb,
  memberId: number,
  settings: TBookSettings,
): Promise<TBookSettings> {
  await db
    .insert(bookMemberSettings)
    .values({ memberId, ...settings })
    .onConflictDoUpdate({ target: bookMemberSettings.memberId, set: settings });
  return settings;
}
