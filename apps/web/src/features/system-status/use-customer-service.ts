import type { TCustomerService } from "@orchid/contract/system";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/api-client.ts";

/**
 * Customer-service links: from the permission info when the status call sent it, otherwise
 * from the routers call (the merchant is known by then).
 */
export function useCustomerService(fromInfo: TCustomerService[] | null): TCustomerService[] {
  const routers = useQuery({
    queryKey: ["routers"],
    queryFn: () => api.request("routers"),
    enabled: fromInfo === null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return fromInfo ?? routers.data?.customerService ?? [];
}
