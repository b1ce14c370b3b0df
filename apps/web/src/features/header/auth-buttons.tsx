import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import { FreePlayButton } from "../auth/free-play-button.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./header.module.css";

const LoggedInBar = lazy(() => import("./logged-in-bar.tsx").then((m) => ({ default: m.LoggedInBar })));

/** Visitors: log in, register (DIRECTREG3) and free play (FREEPLAY3); members: the logged-in bar. */
export function AuthButtons() {
  const { t } = useTranslation();
  const { toggles } = useSiteInfo();
  const hasSession = useAppStore((state) => state.token !== null);
  if (hasSession) {
    return (
      <Suspense fallback={null}>
        <LoggedInBar />
      </Suspense>
    );
  }
  return (
    <div className={styles.auth}>
      {toggles.has("FREEPLAY3") && (
        <span className={styles.freePlay}>
          <FreePlayButton className={buttonStyles.ghost} />
        </span>
      )}
      <button
        type="button"
        className={buttonStyles.ghost}
        data-testid="login-button"
        onClick={() => openAuthModal("login")}
      >
        {t("login")}
      </button>
      {toggles.has("DIRECTREG3") && (
        <button
          type="button"
          className={buttonStyles.gold}
          data-testid="register-button"
          onClick={() => openAuthModal("register")}
        >
          {t("register")}
        </button>
      )}
    </div>
  );
}
