import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { wholeNumber } from "../games/use-param-filters.ts";
import { CancelDrawForm } from "./cancel-draw-form.tsx";
import { DrawFacts } from "./draw-facts.tsx";
import { DrawTotals } from "./draw-totals.tsx";
import { LiabilityPanel } from "./liability-panel.tsx";
import { LotteryPlatformNotice } from "./lottery-platform-notice.tsx";
import { resultShapeOf } from "./result-draft.ts";
import { ResultEntryForm } from "./result-entry-form.tsx";
import { useCanActOnDraws } from "./use-can-act-on-draws.ts";

const LIVE_STATES = new Set(["open", "closed"]);
const CANCELLABLE_STATES = new Set(["scheduled", "open", "closed", "drawn"]);

/**
 * One draw for the audit and for the platform's acts on it: its facts, the merchant's live
 * liability and totals; a platform operator files its result (entered draws, once closed), a
 * correction (while correctable) or its cancelling, each for a second operator's approval.
 */
export function LotteryDrawPage() {
  const { t } = useTranslation();
  const { drawId: rawId } = useParams();
  const drawId = wholeNumber(rawId ?? "");
  const canAct = useCanActOnDraws();
  const query = useConsoleQuery("boLotteryDraw", { id: drawId ?? 0 }, drawId !== undefined);
  if (drawId === undefined) return <p className="muted">{t("bo_not_found")}</p>;

  return (
    <QueryState query={query}>
      {(draw) => {
        const shape = draw.source === "entered" ? resultShapeOf(draw.family) : null;
        return (
          <>
            <PageHeader title={t("bo_lottery_draw_title", { game: draw.gameCode, issue: draw.issue })}>
              <Link className="btn" to={`/lottery/draws?gameCode=${draw.gameCode}`}>
                {t("bo_lottery_all_draws")}
              </Link>
            </PageHeader>
            <div className="stack">
              <DrawFacts draw={draw} />
              <LiabilityPanel drawId={draw.id} isLive={LIVE_STATES.has(draw.state)} />
              <DrawTotals draw={draw} />
              {!canAct && draw.source === "entered" && <LotteryPlatformNotice />}
              {canAct && shape && draw.state === "closed" && (
                <ResultEntryForm key="enter" draw={draw} shape={shape} isCorrection={false} />
              )}
              {canAct && shape && draw.isCorrectable && (
                <ResultEntryForm key={`correct-${draw.settleRound}`} draw={draw} shape={shape} isCorrection />
              )}
              {canAct && CANCELLABLE_STATES.has(draw.state) && <CancelDrawForm drawId={draw.id} />}
            </div>
          </>
        );
      }}
    </QueryState>
  );
}
