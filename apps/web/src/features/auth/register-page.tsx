import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ComingSoonNote } from "../../ui/coming-soon-note.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./auth-page.module.css";

/** The registration page, in the home layout; the form arrives with the accounts release. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  useDocumentTitle(t("register"));
  return (
    <div className={styles.wrap} data-testid="register-page">
      <section className={styles.panel} aria-labelledby="register-title">
        <div className={styles.body}>
          <h1 id="register-title" className={page.title}>
            {t("register_title")}
          </h1>
          <p className={page.subtitle}>{t("register_subtitle", { site: info.whitelabel.name })}</p>
          <ComingSoonNote text={t("register_soon")} />
          <p className={styles.switch}>
            {t("register_have_account")} <Link to="/login">{t("login")}</Link>
          </p>
        </div>
      </section>
    </div>
  );
}
