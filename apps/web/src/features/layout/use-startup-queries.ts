import { useApiQuery } from "../../api/api-hooks.ts";
import { useMemberInfo } from "../member/use-member-info.ts";
import { useDomainRoute } from "./use-domain-route.ts";

/**
 * Start-up calls besides the status (spec §4): the country codes, the domain's route (agent
 * domains land on registration), and member info with a session.
 */
export function useStartupQueries(): void {
  useApiQuery("countryCodes", undefined, { staleTime: Number.POSITIVE_INFINITY });
  useDomainRoute();
  useMemberInfo();
}
