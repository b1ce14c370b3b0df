import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ComingSoonNote } from "../../ui/coming-soon-note.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./auth-page.module.css";

/** The log-in page (target of the guard); the form arrives with the accounts release. */
export function LoginPage() {
  const { t } = useTranslation();
  const { info, toggles } = useSiteInfo();
  useDocumentTitle(t("login"));
  return (
    <div className={styles.wrap} data-testid="login-page">
      <section className={styles.panel} aria-labelledby="login-title">
        {info.whitelabel.loginBannerUrl && (
          <img className={styles.banner} src={info.whitelabel.loginBannerUrl} alt="" />
        )}
        <div className={styles.body}>
          <h1 id="login-title" className={page.title}>
            {t("login_title")}
          </h1>
          <p className={page.subtitle}>{t("login_subtitle", { site: info.whitelabel.name })}</p>
          <ComingSoonNote text={t("login_soon")} />
          {toggles.has("DIRECTREG3") && (
            <p className={styles.switch}>
              {t("login_no_account")} <Link to="/register">{t("register")}</Link>
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
