import type { TSystemStatusCode } from "@orchid/contract/system";
import type { TMerchant } from "./merchant-repo.ts";
import { isRegionRestricted } from "./region.ts";

/** 1 while the merchant is in maintenance, else 2 when the visitor's address is outside its regions, else 0. */
export function systemStatusFor(merchant: TMerchant, ip: string): TSystemStatusCode {
  if (merchant.systemStatus === 1) return 1;
  if (
    merchant.regionRestrictionEnabled &&
    isRegionRestricted(ip, merchant.regionAllow, merchant.regionDeny)
  ) {
    return 2;
  }
  return 0;
}
