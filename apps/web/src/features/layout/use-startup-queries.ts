import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/api-client.ts";
import { useMemberInfo } from "../member/use-member-info.ts";
import { useDomainRoute } from "./use-domain-route.ts";

/**
 * Start-up calls besides the status (spec §4): the country codes, the domain's route (agent
 * domains land on registration), and member info with a session.
 */
export function useStartupQueries(): void {
  useQuery({
    queryKey: ["countryCodes"],
    queryFn: () => api.request("countryCodes"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useDomainRoute();
  useMemberInfo();
}
