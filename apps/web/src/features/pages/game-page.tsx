import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import buttonStyles from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";

/** `/game`, `/seamless`, `/fbsports`: the frame a launched game plays in; empty until a launch. */
export function GamePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("game_title"));
  return (
    <div className={page.page} data-testid="game-page">
      <h1 className={page.title}>{t("game_title")}</h1>
      <EmptyState title={t("game_empty_title")} text={t("game_empty_text")}>
        <Link to="/" className={buttonStyles.primary}>
          {t("not_found_home")}
        </Link>
      </EmptyState>
    </div>
  );
}
