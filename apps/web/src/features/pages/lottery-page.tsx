import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";

/** `/lottery?gameCode&vendor&playType`: the lottery screen; games open with the lottery release. */
export function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get("gameCode");
  useDocumentTitle(t("nav_lottery"));
  return (
    <div className={page.page} data-testid="lottery-page" data-game-code={gameCode ?? undefined}>
      <h1 className={page.title}>{t("nav_lottery")}</h1>
      <EmptyState title={t("lottery_empty_title")} text={t("lottery_empty_text")} />
    </div>
  );
}
