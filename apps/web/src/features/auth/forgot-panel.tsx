import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openAuthModal } from "../../store/app-store.ts";
import styles from "../../ui/auth-form.module.css";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { AuthTabs } from "./auth-tabs.tsx";
import { ForgotEmailForm } from "./forgot-email-form.tsx";
import { ForgotPhoneForm } from "./forgot-phone-form.tsx";

/** Forgot password (spec §2): email tab, and a mobile tab when CHNGPASSVERIF3 is on. */
export function ForgotPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { toggles } = useSiteInfo();
  const [tab, setTab] = useState<"email" | "mobile">("email");
  const tabs = [
    { id: "email" as const, label: t("forgot_tab_email") },
    ...(toggles.has("CHNGPASSVERIF3") ? [{ id: "mobile" as const, label: t("forgot_tab_mobile") }] : []),
  ];
  return (
    <div className={styles.panel} data-testid="forgot-panel">
      <AuthTabs tabs={tabs} active={tab} onChange={setTab} />
      {tab === "email" ? <ForgotEmailForm /> : <ForgotPhoneForm onDone={onDone} />}
      <p className={styles.footer}>
        <button type="button" className={styles.link} onClick={() => openAuthModal("login")}>
          {t("forgot_back_to_login")}
        </button>
      </p>
    </div>
  );
}
