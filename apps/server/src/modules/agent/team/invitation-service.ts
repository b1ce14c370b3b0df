import type { TInvitation } from "@orchid/contract/agent";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf } from "../../../db/database.ts";
import { isUniqueViolation, memberChanged, type TMember } from "../../accounts/index.ts";
import { siteOrigin } from "../../member/index.ts";
import { listMerchantDomains, type TMerchant } from "../../merchants/index.ts";
import { newInvitationCode } from "./invitation-code.ts";

const ATTEMPTS = 5;

/**
 * The agent's invitation code: the stored one, or a new one made on the first ask. Only a member
 * without a code gets one (the update says so), so two first asks at once end with one code.
 */
async function ensureCode(ctx: TAppContext, agent: TMember): Promise<string> {
  if (agent.affiliateCode) return agent.affiliateCode;
  const db = ctx.database.db;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const [row] = rowsOf<{ affiliate_code: string }>(
        await db.execute(sql`
          update members set affiliate_code = coalesce(affiliate_code, ${newInvitationCode()}),
            updated_at = now()
          where id = ${agent.id} returning affiliate_code`),
      );
      memberChanged(agent.id);
      if (row) return row.affiliate_code;
    } catch (error) {
      // Another member of the merchant already holds this code: draw again.
      if (!isUniqueViolation(error, "members_merchant_affiliate_uq")) throw error;
    }
  }
  throw new Error("no free invitation code after several draws");
}

/** `GET /wps/agent/invitation`: the code and the registration link that carries it. */
export async function agentInvitation(
  ctx: TAppContext,
  merchant: TMerchant,
  agent: TMember,
  request: { protocol: string; host: string | null },
): Promise<TInvitation> {
  const code = await ensureCode(ctx, agent);
  const domains = await listMerchantDomains(ctx.database.db, merchant.id);
  const origin = siteOrigin(ctx.config, request.protocol, request.host, domains);
  return { code, link: `${origin}/register?code=${encodeURIComponent(code)}` };
}
