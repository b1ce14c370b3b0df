import { GAME_NAME_MAX } from "@orchid/contract/game-limits";
import { useTranslation } from "react-i18next";
import { LineIcon } from "./line-icon.tsx";

const MAGNIFIER = "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4";

type TSearchFieldProps = {
  /** The label's class: where the field sits decides its look. */
  className?: string;
  iconSize: number;
  value: string;
  testId: string;
  onChange: (text: string) => void;
};

/** A game-name search field: magnifier, hidden label, at most GAME_NAME_MAX characters. */
export function SearchField({ className, iconSize, value, testId, onChange }: TSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <label className={className}>
      <LineIcon d={MAGNIFIER} size={iconSize} weight={2} />
      <span className="visually-hidden">{t("lobby_search")}</span>
      <input
        type="search"
        value={value}
        maxLength={GAME_NAME_MAX}
        placeholder={t("lobby_search_placeholder")}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
