import { useTranslation } from "react-i18next";
import styles from "./book.module.css";

/** Why a merchant's operator sees a feed event's markets and results read-only. */
export function SharedEventNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.readOnly} role="note" data-testid="book-shared-notice">
      {t("bo_book_feed_only_platform")}
    </p>
  );
}
