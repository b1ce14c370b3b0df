import { useTranslation } from "react-i18next";
import styles from "./games.module.css";

/** Why a merchant's operator sees platform-wide game data read-only. */
export function PlatformNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.readOnly} role="note">
      {t("bo_games_platform_only")}
    </p>
  );
}
