import type { TGame, TGameClassify, TGameType } from "@orchid/contract/games";
import { apiQuery } from "../../api/api-hooks.ts";
import { queryClient } from "../../api/query-client.ts";
import type { TListMode } from "./lobby-filters.ts";
import type { TLobbyFilters, TPageAnswer } from "./lobby-state.ts";

/** Spec §9: client type 3; platform "flash,html5-desktop", "flash" for favourites. */
const CLIENT_TYPE = "3";
const PLATFORM = "flash,html5-desktop";
const FAVOURITES_PLATFORM = "flash";

export type TLobbyPageRequest = {
  gameType: TGameType;
  language: string | undefined;
  mode: TListMode;
  filters: TLobbyFilters;
  pageNo: number;
  pageSize: number;
  /** The cached hot list of the type, shown as the one page of hot mode. */
  hotGames: TGame[];
};

/**
 * One page of a lobby list in its mode: the catalogue (cached a minute per filter set), the hot
 * list, or the member's favourites or recent games (always fresh).
 */
export async function fetchLobbyPage(request: TLobbyPageRequest): Promise<TPageAnswer> {
  const { gameType, language, filters, pageNo, pageSize } = request;
  switch (request.mode) {
    case "hot":
      return { games: request.hotGames, totalPages: 1 };
    case "fav": {
      const query = {
        clientType: CLIENT_TYPE,
        platform: FAVOURITES_PLATFORM,
        gameType,
        pageNo,
        pageSize,
        language,
      };
      const page = await queryClient.fetchQuery(apiQuery("favouriteGames", query, { staleTime: 0 }));
      return { games: page.content, totalPages: page.totalPages };
    }
    case "recent": {
      const vassalage = filters.vassalage || undefined;
      const query = { clientType: CLIENT_TYPE, vassalage, gameType, pageNo, pageSize, language };
      const page = await queryClient.fetchQuery(apiQuery("recentGames", query, { staleTime: 0 }));
      return { games: page.list, totalPages: page.totalPages };
    }
    case "all": {
      const query = {
        clientType: CLIENT_TYPE,
        platform: PLATFORM,
        gameType,
        vassalage: filters.vassalage || undefined,
        gameClassify: (filters.classify || undefined) as TGameClassify | undefined,
        gameName: filters.gameName || undefined,
        minBet: filters.minBet || undefined,
        pageNo,
        pageSize,
        language,
      };
      return queryClient.fetchQuery(apiQuery("gameList", query, { staleTime: 60_000 }));
    }
  }
}
