import { useCan } from "../../store/use-can.ts";
import { useIsPlatformOperator } from "../games/use-is-platform-operator.ts";

/**
 * What the operator may do on an event: trade it (book.trade) and file its results
 * (book.results). A feed event's markets and results are every merchant's, so on one of those
 * only a platform operator may act (the server refuses anyone else with FORBIDDEN); a merchant's
 * own event is its own operators'.
 */
export function useBookAccess(event: { own: boolean }) {
  const mayTrade = useCan("book.trade");
  const mayFileResults = useCan("book.results");
  const isPlatform = useIsPlatformOperator();
  const isMovable = event.own || isPlatform;
  return {
    canTrade: mayTrade && isMovable,
    canFileResults: mayFileResults && isMovable,
    /** A feed event the operator's merchant shares: shown, not moved. */
    isShared: !isMovable,
  };
}
