import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import { useMissionFormat } from "../missions/use-mission-format.ts";
import styles from "./vip.module.css";
import { rankText } from "./vip-format.ts";
import { useVip } from "./vip-queries.ts";

function closeMemberCentre(): void {
  useAppStore.setState({ memberCentrePage: null });
}

/**
 * The head of the member centre's My account page: the member's VIP rank (once known) and the way
 * to the VIP page, which closes the panel.
 */
export function VipLink() {
  const { t } = useTranslation();
  const format = useMissionFormat();
  const vip = useVip();
  const status = vip.data;
  return (
    <div className={styles.link} data-testid="security-vip">
      <div className={styles.linkText}>
        <span className={styles.linkLabel}>{t("vip_current")}</span>
        <span className={styles.linkRank} data-testid="security-vip-rank">
          {status ? rankText(status.rank, status.name, format) : vip.isError ? "—" : "…"}
        </span>
      </div>
      <Link
        to="/vip"
        className={buttonStyles.ghost}
        data-testid="security-vip-link"
        onClick={closeMemberCentre}
      >
        {t("vip_see_benefits")}
      </Link>
    </div>
  );
}
