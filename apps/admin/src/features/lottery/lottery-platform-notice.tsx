import { useTranslation } from "react-i18next";
import styles from "../games/games.module.css";

/** Why a merchant's operator sees the platform-wide games and draws read-only. */
export function LotteryPlatformNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.readOnly} role="note">
      {t("bo_lottery_platform_only")}
    </p>
  );
}
