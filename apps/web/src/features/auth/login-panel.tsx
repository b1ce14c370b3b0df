import type { TSecondFactorChallenge } from "@orchid/contract/session";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../../ui/auth-form.module.css";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { LoginForm } from "./login-form.tsx";
import { SecondFactorStep } from "./second-factor-step.tsx";

/** The login modal's content (spec §2): banner, then the form or the new-IP second-factor step. */
export function LoginPanel({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const [challenge, setChallenge] = useState<TSecondFactorChallenge | null>(null);
  return (
    <div className={styles.panel} data-testid="login-panel">
      {info.whitelabel.loginBannerUrl && (
        <img className={styles.banner} src={info.whitelabel.loginBannerUrl} alt="" />
      )}
      <h3 className={styles.heading}>{t(challenge ? "tfa_title" : "login_title")}</h3>
      {challenge ? (
        <SecondFactorStep challenge={challenge} onBack={() => setChallenge(null)} onLoggedIn={onLoggedIn} />
      ) : (
        <LoginForm onChallenge={setChallenge} onLoggedIn={onLoggedIn} />
      )}
    </div>
  );
}
