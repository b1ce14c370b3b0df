import { GAME_TYPES } from "@orchid/contract/games";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "./select-filter.tsx";

/** The game type filter of a games screen: one type, or all of them. */
export function GameTypeFilter(props: {
  value: string;
  onChange: (gameType: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectFilter
      label={t("bo_games_type")}
      value={props.value}
      options={GAME_TYPES.map((type) => ({ value: type, label: type }))}
      onChange={props.onChange}
      testId={props.testId}
    />
  );
}
