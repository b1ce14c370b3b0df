import type { THomeNotice } from "@orchid/contract/content";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";

const EMPTY: THomeNotice = { player: [], banners: [], popup: [], promotion: [] };

/** Notices, banners, pop-ups and promotions of the home notice call, in the current language. */
export function useHomeNotice() {
  const language = useAppStore((state) => state.language);
  const query = useApiQuery("homeNotice", language ? { language } : {}, {
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
  });
  return { ...query, notice: query.data ?? EMPTY };
}
