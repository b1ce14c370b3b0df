import type { TBookSport } from "@orchid/contract/sportsbook";
import { useSearchParams } from "react-router";
import { hallSearch, readHallAddress, type THallAddress } from "./hall-address.ts";

/** A board's sport, section, title and search, kept in the address (so back and links keep them). */
export function useHallAddress(sports: readonly TBookSport[]) {
  const [search, setSearch] = useSearchParams();
  const address = readHallAddress(search, sports);
  function change(next: Partial<THallAddress>): void {
    setSearch(hallSearch(address, next), { replace: true });
  }
  return { address, change };
}
