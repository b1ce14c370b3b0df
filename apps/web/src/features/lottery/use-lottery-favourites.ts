import { useSyncExternalStore } from "react";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import { readStored, writeStored } from "../../store/storage.ts";
import {
  favouritesOf,
  LOTTERY_FAVOURITES_KEY,
  readFavouriteMap,
  toggleFavourite,
} from "./lottery-favourites.ts";

/** Components showing stars on this page; told when one of them toggles a favourite. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site starring a game shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOTTERY_FAVOURITES_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const readRaw = () => readStored("localStorage", LOTTERY_FAVOURITES_KEY);

/**
 * The logged-in member's favourite lottery games, kept on this device in `LOTTFAV` per username,
 * and the star's toggle; a visitor pressing a star is asked to log in.
 */
export function useLotteryFavourites() {
  const username = useAppStore((state) => state.user?.username ?? null);
  const raw = useSyncExternalStore(subscribe, readRaw, readRaw);
  const favourites = username === null ? [] : favouritesOf(readFavouriteMap(raw), username);

  function toggle(code: string): void {
    if (username === null) {
      openAuthModal("login");
      return;
    }
    const next = toggleFavourite(readFavouriteMap(readRaw()), username, code);
    writeStored("localStorage", LOTTERY_FAVOURITES_KEY, JSON.stringify(next));
    for (const notify of listeners) notify();
  }

  return { favourites, toggle };
}
