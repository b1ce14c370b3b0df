import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { GameFrame } from "./game-frame.tsx";

/** `/game`, `/seamless`, `/fbsports`: the launched game in a frame; empty until a launch. */
export function GamePage() {
  const { t } = useTranslation();
  const iframeUrl = useAppStore((state) => state.iframeUrl);
  const game = useAppStore((state) => state.currentGame);
  useDocumentTitle(game?.name ?? t("game_title"));
  if (iframeUrl) return <GameFrame url={iframeUrl} name={game?.name ?? t("game_title")} />;
  return (
    <div className={page.page} data-testid="game-page">
      <h1 className={page.title}>{t("game_title")}</h1>
      <EmptyState title={t("game_empty_title")} text={t("game_empty_text")}>
        <Link to="/rng" className={buttonStyles.primary}>
          {t("game_to_lobby")}
        </Link>
      </EmptyState>
    </div>
  );
}
