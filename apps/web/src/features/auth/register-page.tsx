import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./auth-page.module.css";
import { RegisterPanel } from "./register-panel.tsx";

/** /register: the registration form in the home layout; logged-in visitors go home. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info } = useSiteInfo();
  const hasSession = useAppStore((state) => state.token !== null);
  useDocumentTitle(t("register"));
  if (hasSession) return <Navigate to="/" replace />;
  return (
    <div className={styles.wrap} data-testid="register-page">
      <section className={styles.panel} aria-labelledby="register-title">
        <h1 id="register-title" className={page.title}>
          {t("register_title")}
        </h1>
        <p className={page.subtitle}>{t("register_subtitle", { site: info.whitelabel.name })}</p>
        <RegisterPanel onRegistered={() => navigate("/")} />
      </section>
    </div>
  );
}
