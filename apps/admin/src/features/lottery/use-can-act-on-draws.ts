import { useCan } from "../../store/use-can.ts";
import { useIsPlatformOperator } from "../games/use-is-platform-operator.ts";

/**
 * Whether the operator may switch games and file results, corrections and cancels of the
 * platform-wide draws: its role must hold lottery.draws and it must be a platform operator (the
 * server checks both again, and a second platform operator approves each act on a draw).
 */
export function useCanActOnDraws(): boolean {
  const isAllowed = useCan("lottery.draws");
  return useIsPlatformOperator() && isAllowed;
}
