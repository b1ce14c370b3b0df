import type { TGameType, TGameVendor } from "@orchid/contract/games";
import { LobbyList } from "../lobby/lobby-list.tsx";
import { useFavouriteIds } from "../lobby/use-favourites.ts";

type TProviderLobbyProps = { gameType: TGameType; vendor: TGameVendor };

/** A provider's own lobby inside the hall: its games, opened the way every lobby opens them. */
export function ProviderLobby({ gameType, vendor }: TProviderLobbyProps) {
  useFavouriteIds();
  return (
    <LobbyList
      key={vendor.vassalage}
      gameType={gameType}
      vendors={[vendor]}
      hotGames={[]}
      classifyTabs={[]}
      entry={{ mode: "all", vassalage: vendor.vassalage, classify: "", gameName: "" }}
    />
  );
}
