import { formatClock } from "@orchid/contract/zoned-time";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./header.module.css";

/** The merchant-time clock, ticking every second: `YYYY-MM-DD HH:mm:ss GMT+6.5`. */
export function HeaderClock() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <time
      className={styles.clock}
      data-testid="clock"
      dateTime={now.toISOString()}
      title={t("header_clock_title")}
    >
      {formatClock(now, timeZone)}
    </time>
  );
}
