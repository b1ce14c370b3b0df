import { apiQueryKey } from "@orchid/api-react/api-query-options";
import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useConsoleStore } from "../../store/console-store.ts";

/**
 * Puts a trading view a change answered in place of the one on screen (every trading change
 * answers the refreshed view), so the operator sees the change without waiting for the next poll.
 */
export function usePutTrading(): (trading: TBoBookTrading) => void {
  const queryClient = useQueryClient();
  const merchant = useConsoleStore((state) => state.merchant);
  return useCallback(
    (trading) => {
      queryClient.setQueryData(apiQueryKey("boBookTrading", [merchant], { id: trading.event.id }), trading);
    },
    [queryClient, merchant],
  );
}
