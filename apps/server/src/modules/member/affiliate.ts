import { isAgentType, type TAffiliate } from "@orchid/contract/member";
import type { TDb } from "../../db/database.ts";
import { findAgentByAffiliateCode, type TMember } from "../accounts/index.ts";
import type { TMerchant, TMerchantDomain } from "../merchants/index.ts";

/**
 * The agent a new member is placed under: the invitation code typed (or carried by the link),
 * else the code of the domain they registered on. Only active agent accounts count.
 */
export async function resolveAffiliate(
  db: TDb,
  merchant: TMerchant,
  domain: TMerchantDomain | null,
  code: string | undefined,
): Promise<TMember | undefined> {
  const wanted = code || domain?.affiliateCode;
  if (!wanted) return undefined;
  const agent = await findAgentByAffiliateCode(db, merchant.id, wanted);
  return agent && isAgentType(agent.type) && agent.status === "active" ? agent : undefined;
}

/** `GET /wps/agent/affiliate`: whether a code is valid, and whose it is. */
export async function checkAffiliate(
  db: TDb,
  merchant: TMerchant,
  domain: TMerchantDomain | null,
  code: string | undefined,
): Promise<TAffiliate> {
  const agent = await resolveAffiliate(db, merchant, domain, code);
  return { valid: Boolean(agent), code: agent?.affiliateCode ?? null, agentName: agent?.nickname ?? null };
}
