import type { TCustomerService } from "@orchid/contract/system";

/** The customer-service type of the VIP desk; the rank above which a member is served there (spec §6). */
export const VIP_CS_TYPE = "VIP";
export const VIP_RANK_THRESHOLD = 4;

/**
 * The service links a visitor sees: a member ranked above 4 gets the VIP desk first in place of
 * the live chat; everyone else gets every link but the VIP desk.
 */
export function customerServiceFor(
  entries: readonly TCustomerService[],
  rankLevel: number | null,
): TCustomerService[] {
  const vip = entries.filter((entry) => entry.csType === VIP_CS_TYPE);
  const others = entries.filter((entry) => entry.csType !== VIP_CS_TYPE);
  if ((rankLevel ?? 0) > VIP_RANK_THRESHOLD && vip.length > 0)
    return [...vip, ...others.filter((entry) => entry.csType !== "1")];
  return others;
}
