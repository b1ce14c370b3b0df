import type { TAcceptOdds, TBookSettings, TOddsDisplay } from "@orchid/contract/sportsbook";
import { create } from "zustand";
import { api } from "../../api/api-client.ts";
import { useApiQuery } from "../../api/api-hooks.ts";
import { queryClient } from "../../api/query-client.ts";
import { useAppStore } from "../../store/app-store.ts";
import { readStored, writeStored } from "../../store/storage.ts";
import { PREF_KEYS, readPrefs } from "./book-prefs.ts";

/** How odds show and which price changes the slip takes: a member's from the server, else local. */
export const useBookPrefs = create<TBookSettings>(() => readPrefs((key) => readStored("localStorage", key)));

function choose(change: Partial<TBookSettings>): void {
  useBookPrefs.setState(change);
  const prefs = useBookPrefs.getState();
  writeStored("localStorage", PREF_KEYS.oddsDisplay, prefs.oddsDisplay);
  writeStored("localStorage", PREF_KEYS.acceptOdds, prefs.acceptOdds);
  if (!useAppStore.getState().token) return;
  // A member's choice follows them to other devices; a failed save leaves this device's choice.
  void api
    .request("saveBookSettings", prefs)
    .then((saved) => queryClient.setQueriesData<TBookSettings>({ queryKey: ["bookSettings"] }, saved))
    .catch(() => undefined);
}

export function chooseOddsDisplay(oddsDisplay: TOddsDisplay): void {
  choose({ oddsDisplay });
}

export function chooseAcceptOdds(acceptOdds: TAcceptOdds): void {
  choose({ acceptOdds });
}

/** A member's saved choices, fetched once a session and copied over the local ones. */
export function useMemberBookPrefs(): void {
  const hasSession = useAppStore((state) => state.token !== null);
  useApiQuery("bookSettings", undefined, {
    enabled: hasSession,
    staleTime: Number.POSITIVE_INFINITY,
    afterFetch: (settings) => useBookPrefs.setState(settings),
  });
}
