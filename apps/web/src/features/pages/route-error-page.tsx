import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";

/** A page's code failed to load (spec §8: chunk load error or over 120 s). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className={page.page} data-testid="route-error-page" role="alert">
      <EmptyState title={t("err_page_load_title")} text={t("err_page_load")}>
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          {t("retry")}
        </button>
      </EmptyState>
    </div>
  );
}
