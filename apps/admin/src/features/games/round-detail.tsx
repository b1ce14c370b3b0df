import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { QueryState } from "../../ui/query-state.tsx";
import { compactJson } from "./compact-json.ts";
import styles from "./games.module.css";

/** What the game reported of one round (its JSON, as stored), and when it was placed and settled. */
export function RoundDetail(props: { id: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const query = useConsoleQuery("boGameRoundDetail", { id: props.id });
  return (
    <QueryState query={query}>
      {(round) => (
        <div className="stack" data-testid={`round-detail-${round.id}`}>
          <p className={styles.note}>
            {t("bo_games_round_times", {
              placed: formatDateTime(round.createdAt),
              settled: formatDateTime(round.settledAt),
            })}
          </p>
          {round.detail === null ? (
            <p className="muted">{t("bo_games_round_no_detail")}</p>
          ) : (
            <figure className={styles.figure}>
              <figcaption className={styles.note}>{t("bo_games_round_detail")}</figcaption>
              <pre className={styles.json}>{compactJson(round.detail)}</pre>
            </figure>
          )}
        </div>
      )}
    </QueryState>
  );
}
