import type { TGameClassify } from "@orchid/contract/games";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { classifyOfPage, pageOfClassify } from "./classify-page.ts";

/**
 * Keeps `?page=` in step with the list's classify tab (spec §2: "/rng: query parameter page
 * selects a tab"). A tab chosen on the page replaces the address (no new history entry, and the
 * page keeps its scroll), so a reload or a shared link reopens it; an address that comes to name
 * another tab (a link followed while the lobby shows) selects that tab.
 */
export function useClassifyAddress(
  classify: string,
  tabs: readonly TGameClassify[],
  onClassify: (classify: string) => void,
): void {
  const [search, setSearch] = useSearchParams();
  const page = search.get("page");

  // The tab moved: the address follows (only then, or it would undo a followed link).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a tab change only
  useEffect(() => {
    const wanted = pageOfClassify(classify);
    if (page === wanted) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted === null) next.delete("page");
        else next.set("page", wanted);
        return next;
      },
      { replace: true, state: { keepScroll: true } },
    );
  }, [classify]);

  // The address moved: the tab follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on an address change only
  useEffect(() => {
    const asked = classifyOfPage(page, tabs);
    if (asked !== classify) onClassify(asked);
  }, [page]);
}
