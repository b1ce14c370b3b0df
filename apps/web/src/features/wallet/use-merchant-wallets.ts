import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/api-client.ts";
import { MEMBER_DATA_KEYS } from "./member-data-keys.ts";

/** The member's main wallet and every game wallet of the merchant, with balances (minor units). */
export function useMerchantWallets() {
  return useQuery({
    queryKey: MEMBER_DATA_KEYS.wallets,
    queryFn: () => api.request("merchantWallets"),
    staleTime: 10_000,
  });
}
