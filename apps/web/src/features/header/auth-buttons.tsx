import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./header.module.css";

/** Log in and (when direct registration is on) register, for visitors without a session. */
export function AuthButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toggles } = useSiteInfo();
  const hasSession = useAppStore((state) => state.token !== null);
  if (hasSession) return null;
  return (
    <div className={styles.auth}>
      <button
        type="button"
        className={buttonStyles.ghost}
        data-testid="login-button"
        onClick={() => navigate("/login")}
      >
        {t("login")}
      </button>
      {toggles.has("DIRECTREG3") && (
        <button
          type="button"
          className={buttonStyles.gold}
          data-testid="register-button"
          onClick={() => navigate("/register")}
        >
          {t("register")}
        </button>
      )}
    </div>
  );
}
