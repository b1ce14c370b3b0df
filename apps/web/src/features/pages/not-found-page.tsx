import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import buttonStyles from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";

/** Unknown paths. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={page.page} data-testid="not-found-page">
      <h1 className={page.title}>{t("not_found_title")}</h1>
      <EmptyState title={t("not_found_text")}>
        <Link to="/" className={buttonStyles.primary}>
          {t("not_found_home")}
        </Link>
      </EmptyState>
    </div>
  );
}
