import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { openMemberCentre } from "../member/action-gate.ts";

/**
 * No payment password yet (known beforehand, or a PAYMENT_PASSWORD_REQUIRED refusal): redeeming
 * and converting need one, set in the member centre's security centre. `onLeave` closes what is
 * open over the page first (the redeem dialog).
 */
export function PasswordNotice({ testId, onLeave }: { testId: string; onLeave?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={centre.notice} role="note" data-testid={testId}>
      <p>{t("points_needs_password")}</p>
      <button
        type="button"
        className={buttonStyles.gold}
        data-testid={`${testId}-set`}
        onClick={() => {
          onLeave?.();
          openMemberCentre("securityCenter");
        }}
      >
        {t("payment_password_set")}
      </button>
    </div>
  );
}
