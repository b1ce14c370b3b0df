import { useTranslation } from "react-i18next";
import { useMerchantTimeZone } from "../../i18n/use-merchant-time-zone.ts";
import { formatZoned } from "../../i18n/zoned-time.ts";
import styles from "./book.module.css";

/** When the view was last read, and whether it is being read again (paused while the page is hidden). */
export function LiveNote(props: { readAt: number; everyMs: number | false }) {
  const { t } = useTranslation();
  const zone = useMerchantTimeZone() ?? "UTC";
  const at = formatZoned(new Date(props.readAt).toISOString(), zone);
  return (
    <span className={styles.live} role="status" aria-live="off" data-testid="book-live-note">
      <span className={`${styles.liveDot} ${props.everyMs ? "" : styles.paused}`} aria-hidden="true" />
      {props.everyMs
        ? t("bo_book_live_every", { at, seconds: props.everyMs / 1000 })
        : t("bo_book_read_at", { at })}
    </span>
  );
}
