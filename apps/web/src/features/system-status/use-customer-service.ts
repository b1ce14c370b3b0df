import type { TCustomerService } from "@orchid/contract/system";
import { useApiQuery } from "../../api/api-hooks.ts";

/**
 * Customer-service links: from the permission info when the status call sent it, otherwise
 * from the routers call (the merchant is known by then).
 */
export function useCustomerService(fromInfo: TCustomerService[] | null): TCustomerService[] {
  const routers = useApiQuery("routers", undefined, {
    enabled: fromInfo === null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return fromInfo ?? routers.data?.customerService ?? [];
}
