import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import styles from "./auth-page.module.css";
import { LoginPanel } from "./login-panel.tsx";

/** /login (target of the guard): the login form in the page; logged-in visitors go home. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasSession = useAppStore((state) => state.token !== null);
  useDocumentTitle(t("login"));
  if (hasSession) return <Navigate to="/" replace />;
  return (
    <div className={styles.wrap} data-testid="login-page">
      <section className={styles.panel} aria-label={t("login")}>
        <LoginPanel onLoggedIn={() => navigate("/")} />
      </section>
    </div>
  );
}
