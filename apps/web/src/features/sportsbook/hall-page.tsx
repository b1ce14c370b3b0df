import type { TGameType } from "@orchid/contract/games";
import type { TBookSport } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import book from "./book.module.css";
import { BookHall } from "./book-hall.tsx";
import { BookHeader } from "./book-header.tsx";
import { BookLayout } from "./book-layout.tsx";
import { ProviderLobby } from "./provider-lobby.tsx";
import { ProviderStrip } from "./provider-strip.tsx";
import { useBookProviders } from "./use-book-providers.ts";

type THallPageProps = {
  /** The hall's lobby type, for its providers and icon. */
  gameType: Extract<TGameType, "SPORTS" | "ESPORTS">;
  titleKey: string;
  sports: readonly TBookSport[];
  /** The vendors offered beside the book (null: every vendor of the lobby; empty: none). */
  providers: readonly string[] | null;
  /** The book across the whole page (the sports game page). */
  isFull?: boolean;
};

/**
 * A sports hall page: its head, the providers beside Orchid's own book (a vendor's lobby opens
 * in place, `?vassalage=TF`, as the header's vendor menu links it), and the book with its slip.
 */
export function HallPage({ gameType, titleKey, sports, providers, isFull = false }: THallPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const offered = useBookProviders(gameType, providers);
  const asked = search.get("vassalage")?.toUpperCase() ?? null;
  const vendor = offered.find((item) => item.vassalage === asked) ?? null;
  useDocumentTitle(t(titleKey));
  return (
    <div
      className={isFull ? `${page.page} ${book.full}` : page.page}
      data-testid="sb-hall-page"
      data-game-type={gameType}
    >
      <BookHeader title={t(titleKey)} icon={<NavIcon name={gameType} size={28} />} />
      {providers?.length !== 0 && (
        <ProviderStrip
          providers={offered}
          selected={vendor?.vassalage ?? null}
          onSelect={(vassalage) => setSearch(vassalage ? { type: "vassalage", vassalage } : {})}
        />
      )}
      {vendor ? (
        <ProviderLobby gameType={gameType} vendor={vendor} />
      ) : (
        <BookLayout isFull={isFull}>
          <BookHall sports={sports} />
        </BookLayout>
      )}
    </div>
  );
}
