import type { TCampaignPreview, ZCampaignResultsQuery } from "@orchid/contract/bonus";
import { TRIAL_TYPE } from "@orchid/contract/member";
import { sql } from "drizzle-orm";
import { type CountryCode, getCountryCallingCode } from "libphonenumber-js/max";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { rowsOf } from "../../../../db/database.ts";
import { AppError } from "../../../../http/app-error.ts";
import type { TConsoleCall } from "../../../operators/index.ts";
import { findCampaign } from "../campaigns-repo.ts";
import { countryOfMember } from "../member-country.ts";

/** Usernames the preview names for a spot check. */
const SAMPLE = 10;

/** The calling codes of the countries (+95 for MM): the coarse filter before the exact one. */
function callingPrefixes(countries: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const country of countries) {
    try {
      prefixes.add(`+${getCountryCallingCode(country as CountryCode)}`);
    } catch {
      // A code libphonenumber does not know matches no number.
    }
  }
  return [...prefixes];
}

/**
 * `GET /bo/bonus/campaigns/preview`: who the campaign's conditions reach now. Labels and VIP rank
 * are filtered by the database; countries first by calling code there, then exactly by the
 * number's country (shared codes such as +1 hold several countries), as a grant checks them.
 */
export async function previewCampaign(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
  query: z.output<typeof ZCampaignResultsQuery>,
): Promise<TCampaignPreview> {
  const db = ctx.database.db;
  const campaign = await findCampaign(db, call.merchant.id, query.id);
  if (!campaign) throw new AppError("NOT_FOUND");
  const { conditions } = campaign;
  const real = sql`m.merchant_id = ${call.merchant.id} and m.type <> ${TRIAL_TYPE} and m.status = 'active'`;
  const labels =
    conditions.labels.length > 0
      ? sql`and m.labels && array(select jsonb_array_elements_text(${JSON.stringify(conditions.labels)}::jsonb))`
      : sql``;
  const prefixes = callingPrefixes(conditions.countries);
  const byPrefix = prefixes.map((prefix) => sql`m.mobile_e164 like ${`${prefix}%`}`);
  const countries =
    conditions.countries.length > 0
      ? sql`and m.mobile_e164 is not null and (${byPrefix.length > 0 ? sql.join(byPrefix, sql` or `) : sql`false`})`
      : sql``;
  const candidates = rowsOf<{ username: string; mobile_e164: string | null; paid: boolean }>(
    await db.execute(sql`
      select m.username, m.mobile_e164,
        exists (select 1 from bonus_grants g where g.campaign_id = ${campaign.id} and g.member_id = m.id)
          or exists (select 1 from bonus_awards a where a.campaign_id = ${campaign.id} and a.member_id = m.id) as paid
      from members m
      where ${real} and m.rank_level >= ${conditions.minVipRank} ${labels} ${countries}
      order by m.id`),
  );
  const qualifying =
    conditions.countries.length === 0
      ? candidates
      : candidates.filter((row) => {
          const country = countryOfMember({ mobileE164: row.mobile_e164 });
          return country !== null && conditions.countries.includes(country);
        });
  const [total] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from members m where ${real}`),
  );
  return {
    members: Number(total?.n ?? 0),
    qualifying: qualifying.length,
    alreadyPaid: qualifying.filter((row) => row.paid).length,
    sample: qualifying.slice(0, SAMPLE).map((row) => row.username),
  };
}
