import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TGame } from "@orchid/contract/games";
import i18next from "i18next";
import { useEffect } from "react";
import { api } from "../../api/api-client.ts";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { showDialog } from "../../ui/dialog-store.ts";
import { requireRealAccount } from "../member/action-gate.ts";
import { MEMBER_CALLS, refreshCalls } from "../wallet/member-data-keys.ts";

/** Loads a real member's favourite game ids into the store (spec §3 gameFavIds). */
export function useFavouriteIds(): void {
  const isRealMember = useAppStore((state) => state.token !== null && state.user?.accountType !== 4);
  const ids = useApiQuery("favouriteGameIds", undefined, { enabled: isRealMember, staleTime: 5 * 60_000 });
  useEffect(() => {
    if (ids.data) useAppStore.setState({ gameFavIds: new Set(ids.data) });
  }, [ids.data]);
}

function withFavourite(ids: ReadonlySet<number>, nodeId: number, isFavourite: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  if (isFavourite) next.add(nodeId);
  else next.delete(nodeId);
  return next;
}

/**
 * Adds or removes a favourite through the store (spec §4): the heart changes at once and goes
 * back if the server refuses. Visitors and trial accounts meet the action gate instead.
 */
export async function toggleFavourite(game: TGame): Promise<void> {
  if (!requireRealAccount()) return;
  const isFavourite = !useAppStore.getState().gameFavIds.has(game.nodeId);
  const apply = (value: boolean) =>
    useAppStore.setState((state) => ({ gameFavIds: withFavourite(state.gameFavIds, game.nodeId, value) }));
  apply(isFavourite);
  try {
    const action = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    await api.request(isFavourite ? "favouriteAdd" : "favouriteRemove", action);
    refreshCalls(MEMBER_CALLS.memberGames);
  } catch (error) {
    apply(!isFavourite);
    showDialog({
      name: "favourite-error",
      icon: "error",
      text: i18next.t(errorKeyOf(error)),
      buttons: [{ title: i18next.t("in_increase_submit"), isDefault: true }],
    });
  }
}
