import type { TBoPermission } from "@orchid/contract/backoffice";
import { useCan } from "../../store/use-can.ts";
import { useIsPlatformOperator } from "./use-is-platform-operator.ts";

/**
 * Whether the operator may change platform-wide game data with `permission`: the role must allow
 * it and the operator must be a platform operator (the server checks both again).
 */
export function useCanChangeGames(
  permission: Extract<TBoPermission, "games.write" | "games.vendors">,
): boolean {
  const isAllowed = useCan(permission);
  return useIsPlatformOperator() && isAllowed;
}
