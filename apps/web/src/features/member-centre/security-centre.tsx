import { useTranslation } from "react-i18next";
import { openAuthModal } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import { Loader } from "../../ui/loader.tsx";
import { useMemberInfo } from "../member/use-member-info.ts";
import { VipLink } from "../vip/vip-link.tsx";
import { BirthdaySection } from "./birthday-section.tsx";
import styles from "./member-centre.module.css";
import { PaymentPasswordSection } from "./payment-password-section.tsx";
import { TotpSection } from "./totp-section.tsx";

/**
 * Security centre (spec §2, page securityCenter): the VIP rank with the way to the VIP page,
 * account facts, birthday (set once), change password, payment password, authenticator.
 */
export function SecurityCentre() {
  const { t } = useTranslation();
  const { data: info } = useMemberInfo();
  if (!info) return <Loader />;
  const none = t("security_not_set");
  return (
    <div>
      <VipLink />
      <dl className={styles.facts} data-testid="security-facts">
        <dt>{t("security_account")}</dt>
        <dd data-testid="security-account">{info.account}</dd>
        <dt>{t("security_nickname")}</dt>
        <dd>{info.nickname}</dd>
        <dt>{t("field_mobile")}</dt>
        <dd>{info.mobileMasked ?? none}</dd>
        <dt>{t("field_email")}</dt>
        <dd>{info.emailMasked ?? none}</dd>
      </dl>
      <BirthdaySection birthday={info.birthday} />
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <h4 className={styles.cardTitle}>{t("field_password")}</h4>
          <button
            type="button"
            className={buttonStyles.ghost}
            data-testid="security-change-password"
            onClick={() => openAuthModal("changePassword")}
          >
            {t("change_password_title")}
          </button>
        </div>
      </div>
      <PaymentPasswordSection />
      <TotpSection hasTotp={info.hasTotp} />
    </div>
  );
}
