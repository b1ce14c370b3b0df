import { GAME_TYPES, type TGameType } from "@orchid/contract/games";
import { useAppStore } from "../../store/app-store.ts";
import { BetRecordTable } from "./bet-record-table.tsx";
import type { TRecordKinds } from "./record-kind-select.tsx";
import { RecordsPageShell } from "./records-page-shell.tsx";

const GAME_TYPE_KINDS: TRecordKinds<TGameType> = {
  labelKey: "betrec_game_type",
  allKey: "betrec_all_types",
  kinds: GAME_TYPES,
  kindKey: (gameType) => `game_type_${gameType.toLowerCase()}`,
  testId: "betrec-game-type",
};

/** Betting record (personalHistoryCopy): the member's game rounds of a period, by game type, paged. */
export function BettingRecordPage() {
  const language = useAppStore((state) => state.language) ?? undefined;
  return (
    <RecordsPageShell
      testId="betting-record"
      kinds={GAME_TYPE_KINDS}
      toQuery={({ kind, ...paging }) => ({ ...paging, gameType: kind, language })}
      call="betRecords"
      empty={{ titleKey: "betrec_empty_title", textKey: "betrec_empty_text" }}
      pagerTestId="betrec-pager"
    >
      {(page) => <BetRecordTable page={page} />}
    </RecordsPageShell>
  );
}
