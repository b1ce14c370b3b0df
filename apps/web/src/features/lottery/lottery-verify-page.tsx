import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useApiQuery } from "../../api/api-hooks.ts";
import buttons from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { lotteryPath } from "../pages/lottery-path.ts";
import { DrawCheck } from "./draw-check.tsx";

const GAME_CODE = /^[a-z0-9_]{1,32}$/;
const ISSUE = /^\d{8}(-\d{4})?$/;

/**
 * `/lottery/verify?gameCode=…&issue=…`: anyone checks an in-house draw in their own browser, the
 * revealed seed against the commitment published before betting opened and the result against
 * what the seed gives, with the same code the server draws with.
 */
export function LotteryVerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get("gameCode") ?? "";
  const issue = params.get("issue") ?? "";
  const isValid = GAME_CODE.test(gameCode) && ISSUE.test(issue);
  const draw = useApiQuery("lotteryDraw", { gameCode, issue }, { enabled: isValid, staleTime: 10_000 });
  useDocumentTitle(t("lott_verify_title"));

  function body() {
    if (!isValid)
      return <EmptyState title={t("lott_verify_missing_title")} text={t("lott_verify_missing_text")} />;
    if (draw.isPending) return <Loader />;
    if (draw.isError) return <QueryProblem error={draw.error} onRetry={() => void draw.refetch()} />;
    return <DrawCheck draw={draw.data} />;
  }

  return (
    <div className={page.page} data-testid="lottery-verify">
      <div className={page.head}>
        <h1 className={page.title}>{t("lott_verify_title")}</h1>
        {GAME_CODE.test(gameCode) && (
          <Link className={buttons.ghost} to={lotteryPath({ gameCode })}>
            {t("lott_back_to_game")}
          </Link>
        )}
      </div>
      {body()}
    </div>
  );
}
