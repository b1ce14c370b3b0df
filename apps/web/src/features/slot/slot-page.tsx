import { errorKeyOf } from "@orchid/contract/api-problems";
import { isLanguageCode } from "@orchid/contract/languages";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useApiQuery } from "../../api/api-hooks.ts";
import { applyLanguage } from "../../i18n/set-language.ts";
import { useAppStore } from "../../store/app-store.ts";
import { Loader } from "../../ui/loader.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { SlotGame } from "./slot-game.tsx";
import styles from "./slot-page.module.css";

/** The language the game was launched in (`lang`), applied to this page. */
function useLaunchLanguage(lang: string | null): void {
  useEffect(() => {
    if (isLanguageCode(lang) && useAppStore.getState().language !== lang) void applyLanguage(lang);
  }, [lang]);
}

/**
 * `/play/slot?token=…&lang=…`: one of Orchid's own slot games, shown inside the `/game` frame
 * without the site's header and footer. Every call names the launch token from the address.
 */
export function SlotPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  useLaunchLanguage(params.get("lang"));
  const session = useApiQuery(
    "slotSession",
    { token },
    {
      enabled: token !== "",
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
  );
  useDocumentTitle(session.data?.game.name ?? t("game_title"));

  if (!token) return <SlotProblem text={t("slot_no_token")} />;
  if (session.isPending) return <Loader isOverlay />;
  if (session.isError) {
    return <SlotProblem text={t(errorKeyOf(session.error))} onRetry={() => void session.refetch()} />;
  }
  return (
    <SlotGame
      token={token}
      game={session.data.game}
      balance={session.data.balance}
      bonusSpins={session.data.bonusSpins}
    />
  );
}

function SlotProblem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.problem} role="alert" data-testid="slot-problem">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t("retry")}
        </button>
      )}
    </div>
  );
}
