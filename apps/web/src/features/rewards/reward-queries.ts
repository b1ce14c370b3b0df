import type { TInputOf } from "@orchid/contract/endpoint-io";
import { keepPreviousData } from "@tanstack/react-query";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";

/** One page of the reward centre, all or of one state; titles in the member's language. */
export function useRewards(input: TInputOf<"rewards">) {
  const language = useAppStore((state) => state.language);
  return useApiQuery("rewards", input, {
    extraKey: [language],
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
