import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import { requireRealAccount } from "../member/action-gate.ts";
import styles from "./points.module.css";

/**
 * What a visitor sees instead of the points, history and forms: log in (the login pop-up). A
 * trial account, logged in already, is told that points need a real account.
 */
export function LoginPrompt({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  return (
    <div className={styles.prompt} role="note" data-testid={testId}>
      <p>{t(hasSession ? "in_need_true_account" : "points_login_prompt")}</p>
      {!hasSession && (
        <button
          type="button"
          className={buttonStyles.gold}
          data-testid={`${testId}-login`}
          onClick={() => requireRealAccount()}
        >
          {t("login")}
        </button>
      )}
    </div>
  );
}
