import type { TBookEvent } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./board.module.css";
import { clockText } from "./clock-text.ts";
import { kickOff } from "./kick-off.ts";

/**
 * When an event is: "Live" and its clock while in play (in full, "Suspended" while it takes no
 * bets), a finished mark, else its kick-off in the merchant's time zone (today, tomorrow or the
 * date).
 */
export function EventWhen({ event, isFull = false }: { event: TBookEvent; isFull?: boolean }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  if (event.state === "live" || event.state === "suspended") {
    return (
      <span className={styles.when} data-state={event.state}>
        <span className={styles.liveBadge}>{t("sb_live")}</span>
        <span className={styles.clock}>
          {isFull && event.state === "suspended" ? t("sb_state_suspended") : clockText(event, t)}
        </span>
      </span>
    );
  }
  if (event.state === "ended" || event.state === "cancelled") {
    return (
      <span className={styles.when} data-state={event.state}>
        {t(`sb_state_${event.state}`)}
      </span>
    );
  }
  const time = kickOff(event.startsAt, Date.now(), timeZone);
  return (
    <time className={styles.when} dateTime={event.startsAt}>
      <span className={styles.day}>{time.day === "date" ? time.date : t(`sb_${time.day}`)}</span>
      <span className={styles.time}>{time.time}</span>
    </time>
  );
}
