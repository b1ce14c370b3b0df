import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { openMemberCentre } from "../member/action-gate.ts";
import { useMemberInfo } from "../member/use-member-info.ts";
import type { TMissionFormatHook } from "../missions/use-mission-format.ts";
import styles from "./vip.module.css";
import { birthdayBonusWaiting, type TVipStatus } from "./vip-format.ts";

/**
 * A member whose level pays a birthday bonus but who has no birthday set is told so, with the way
 * to the security centre where the birthday is set; nothing otherwise.
 */
export function VipBirthdayHint({ status, format }: { status: TVipStatus; format: TMissionFormatHook }) {
  const { t } = useTranslation();
  const birthday = useMemberInfo().data?.birthday;
  const bonus = birthdayBonusWaiting(status, birthday);
  if (bonus <= 0) return null;
  return (
    <div className={`${centre.notice} ${styles.birthdayHint}`} role="note" data-testid="vip-birthday-hint">
      <p>{t("vip_birthday_hint", { amount: format.money(bonus) })}</p>
      <button
        type="button"
        className={buttonStyles.ghost}
        data-testid="vip-birthday-set"
        onClick={() => openMemberCentre("securityCenter")}
      >
        {t("vip_birthday_set")}
      </button>
    </div>
  );
}
