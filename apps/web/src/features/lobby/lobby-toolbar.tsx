import { useTranslation } from "react-i18next";
import { formatMoney } from "../../i18n/format-money.ts";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { MIN_BET_OPTIONS, type TListMode } from "./lobby-filters.ts";
import styles from "./lobby-page.module.css";
import { LobbySearch } from "./lobby-search.tsx";
import type { TFilterName, TLobbyFilters } from "./lobby-state.ts";
import { usePressedInSight } from "./use-pressed-in-sight.ts";

type TLobbyToolbarProps = {
  modes: TListMode[];
  mode: TListMode;
  filters: TLobbyFilters;
  classifyTabs: string[];
  onMode: (mode: TListMode) => void;
  onFilter: (name: TFilterName, value: string) => void;
};

/** List modes, search, classify tabs and the minimum-bet filter above the game grid. */
export function LobbyToolbar({ modes, mode, filters, classifyTabs, onMode, onFilter }: TLobbyToolbarProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const classifyRow = usePressedInSight<HTMLFieldSetElement>(filters.classify);

  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <fieldset className={styles.chips} data-testid="lobby-modes">
          <legend className="visually-hidden">{t("lobby_list_mode")}</legend>
          {modes.map((entry) => (
            <button
              key={entry}
              type="button"
              aria-pressed={mode === entry}
              className={styles.chip}
              data-testid={`lobby-mode-${entry}`}
              onClick={() => onMode(entry)}
            >
              {t(`lobby_mode_${entry}`)}
            </button>
          ))}
        </fieldset>
        <LobbySearch value={filters.gameName} onSearch={(text) => onFilter("gameName", text)} />
      </div>
      <div className={styles.toolbarRow}>
        {classifyTabs.length > 0 && (
          <fieldset ref={classifyRow} className={styles.chips} data-testid="lobby-classify">
            <legend className="visually-hidden">{t("lobby_classify")}</legend>
            {["", ...classifyTabs].map((tab) => (
              <button
                key={tab}
                type="button"
                aria-pressed={filters.classify === tab}
                className={styles.tab}
                data-testid={`lobby-classify-${tab || "all"}`}
                onClick={() => onFilter("classify", tab)}
              >
                {t(tab ? `lobby_classify_${tab.toLowerCase()}` : "lobby_classify_all")}
              </button>
            ))}
          </fieldset>
        )}
        <label className={styles.select}>
          <span className="visually-hidden">{t("lobby_min_bet")}</span>
          <select
            value={filters.minBet}
            data-testid="lobby-min-bet"
            onChange={(event) => onFilter("minBet", event.target.value)}
          >
            {MIN_BET_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option === ""
                  ? t("lobby_min_bet_all")
                  : t("lobby_min_bet_value", { value: formatMoney(Number(option), locale) })}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
