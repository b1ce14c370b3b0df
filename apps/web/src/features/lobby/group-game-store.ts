import type { TGame } from "@orchid/contract/games";
import { create } from "zustand";

/** The group (VASSALAGE) game whose sub-games' pop-up is open, if any. */
export const useGroupGameStore = create<{ group: TGame | null }>(() => ({ group: null }));

export function openGroupGame(group: TGame): void {
  useGroupGameStore.setState({ group });
}

export function closeGroupGame(): void {
  useGroupGameStore.setState({ group: null });
}
