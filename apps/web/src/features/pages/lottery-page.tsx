import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { LotteryGameScreen } from "../lottery/lottery-game-screen.tsx";
import { LotteryLobby } from "../lottery/lottery-lobby.tsx";

/**
 * `/lottery?gameCode&vendor&playType` and `/elott`: the lottery lobby, or one game's screen when
 * the address names a game (`playType` opens one of its bet types).
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  const gameCode = params.get("gameCode");
  return (
    <div className={page.page} data-testid="lottery-page" data-game-code={gameCode ?? undefined}>
      {gameCode ? (
        <LotteryGameScreen key={gameCode} gameCode={gameCode} playType={params.get("playType")} />
      ) : (
        <LobbyView vendor={params.get("vendor")} />
      )}
    </div>
  );
}

function LobbyView({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t("nav_lottery"));
  return (
    <>
      <h1 className={page.title}>{t("nav_lottery")}</h1>
      <LotteryLobby vendor={vendor} />
    </>
  );
}
