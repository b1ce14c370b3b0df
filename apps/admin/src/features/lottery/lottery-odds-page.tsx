import type { TBoLotteryOdds } from "@orchid/contract/backoffice-lottery";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "../games/games.module.css";
import { useParamFilters } from "../games/use-param-filters.ts";
import { familyName } from "./lottery-vocabulary.ts";
import { OddsEditDialog } from "./odds-edit-dialog.tsx";
import { OddsTable } from "./odds-table.tsx";

/**
 * The merchant's odds tables, a family at a time: each bet type's price, limits, number cap,
 * switch and exact RTP; the owner (lottery.odds) changes them or puts them back on the defaults.
 */
export function LotteryOddsPage() {
  const { t } = useTranslation();
  const { values, update } = useParamFilters(["family"] as const);
  const canEdit = useCan("lottery.odds");
  const [editing, setEditing] = useState<TBoLotteryOdds | null>(null);
  const games = useConsoleQuery("boLotteryGames");
  const families = [...new Set((games.data ?? []).map((game) => game.family))];
  const family = values.family || families[0] || "";
  const query = useConsoleQuery("boLotteryOdds", { family }, Boolean(family));

  return (
    <>
      <PageHeader title={t("bo_nav_lottery_odds")} />
      <div className="stack">
        <div className={`card ${styles.filters}`}>
          <label className={styles.filter}>
            <span>{t("bo_lottery_family")}</span>
            <select
              className="select"
              value={family}
              onChange={(event) => update({ family: event.target.value })}
              data-testid="lottery-odds-family"
            >
              {families.map((code) => (
                <option key={code} value={code}>
                  {familyName(code, t)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="muted">{t("bo_lottery_rtp_explained")}</p>
        {family && (
          <QueryState query={query}>
            {(table) => <OddsTable rows={table.betTypes} onEdit={canEdit ? setEditing : null} />}
          </QueryState>
        )}
      </div>
      {editing && <OddsEditDialog odds={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
