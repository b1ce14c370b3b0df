import { useApiQuery } from "../../api/api-hooks.ts";

/** The member's main wallet and every game wallet of the merchant, with balances (minor units). */
export function useMerchantWallets() {
  return useApiQuery("merchantWallets", undefined, { staleTime: 10_000 });
}
