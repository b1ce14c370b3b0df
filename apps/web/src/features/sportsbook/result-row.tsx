import type { TBookEvent } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./bets.module.css";
import { kickOff } from "./kick-off.ts";
import { resultView } from "./result-view.ts";

/** One finished event: its start, the sides and how it ended. */
export function ResultRow({ event }: { event: TBookEvent }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const view = resultView(event);
  const time = kickOff(event.startsAt, Date.now(), timeZone);

  function outcome() {
    switch (view.kind) {
      case "score":
        return <strong className={styles.resultScore}>{`${view.home} : ${view.away}`}</strong>;
      case "maps":
        return (
          <span className={styles.resultMaps}>
            <strong className={styles.resultScore}>{`${view.home} : ${view.away}`}</strong>
            <span>
              {view.maps
                .map((side, index) =>
                  t("sb_result_map", {
                    map: index + 1,
                    team: side === "home" ? event.home : (event.away ?? ""),
                  }),
                )
                .join(" · ")}
            </span>
          </span>
        );
      case "standings":
        return (
          <ol className={styles.standings}>
            {view.places.slice(0, 3).map((place, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position
              <li key={index}>
                <bdi>{place.join(", ")}</bdi>
              </li>
            ))}
          </ol>
        );
      case "void":
        return <span className={styles.voided}>{t(`sb_result_${view.status}`)}</span>;
      default:
        return <span className={styles.pending}>{t("sb_result_pending")}</span>;
    }
  }

  return (
    <li className={styles.result} data-testid="sb-result" data-event-id={event.id}>
      <time className={styles.resultTime} dateTime={event.startsAt}>
        {time.time}
      </time>
      <bdi className={styles.resultTeams}>
        {event.away ? t("sb_versus", { home: event.home, away: event.away }) : event.home}
      </bdi>
      <span className={styles.resultOutcome}>{outcome()}</span>
    </li>
  );
}
