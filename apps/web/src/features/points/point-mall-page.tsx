import type { TMallProduct } from "@orchid/contract/points";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { requireRealAccount } from "../member/action-gate.ts";
import { ConvertForm } from "./convert-form.tsx";
import { LoginPrompt } from "./login-prompt.tsx";
import styles from "./points.module.css";
import { PointsDetails } from "./points-details.tsx";
import { useIsRealMember, usePointsConfig } from "./points-queries.ts";
import { PointsRules } from "./points-rules.tsx";
import { PointsSummary } from "./points-summary.tsx";
import { POINTS_TABS, pointsTabOf, type TPointsTab } from "./points-tabs.ts";
import { ProductList } from "./product-list.tsx";
import { RedeemDialog } from "./redeem-dialog.tsx";
import { RedeemHistory } from "./redeem-history.tsx";

const SECTIONS_ID = "points-sections";

/**
 * `/pointMall`: the member's points, the mall's products (a redeem dialog each), then points
 * details, redeem history, converting to cash and the rules. Visitors see the products and the
 * rules, and are asked to log in for the rest. `?tab=` names the section shown, so a reload or a
 * shared link reopens it.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("point_mall_title"));
  const isMember = useIsRealMember();
  const config = usePointsConfig();
  const [search, setSearch] = useSearchParams();
  const tab = pointsTabOf(search.get("tab"), isMember);
  const [redeeming, setRedeeming] = useState<TMallProduct | null>(null);
  const isDisabled = config.data?.enabled === false;

  function chooseTab(next: TPointsTab): void {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("tab", next);
        return params;
      },
      { replace: true, state: { keepScroll: true } },
    );
  }

  function handleShowHistory(): void {
    setRedeeming(null);
    chooseTab("redeems");
    requestAnimationFrame(() => document.getElementById(SECTIONS_ID)?.scrollIntoView({ block: "start" }));
  }

  return (
    <div className={page.page} data-testid="point-mall-page">
      <h1 className={page.title}>{t("point_mall_title")}</h1>
      {isDisabled && (
        <div className={page.note} role="note" data-testid="points-disabled">
          <p>{t("points_disabled")}</p>
        </div>
      )}
      <PointsSummary />
      <ProductList
        isDisabled={isDisabled}
        onRedeem={(product) => {
          if (requireRealAccount()) setRedeeming(product);
        }}
      />
      <div id={SECTIONS_ID} className={page.page}>
        <div className={styles.tabs} role="tablist" aria-label={t("point_mall_title")}>
          {POINTS_TABS.map((item) => (
            <button
              key={item}
              type="button"
              role="tab"
              id={`points-tab-${item}`}
              className={styles.tab}
              aria-selected={item === tab}
              aria-controls="points-panel"
              data-testid={`points-tab-${item}`}
              onClick={() => chooseTab(item)}
            >
              {t(`points_tab_${item}`)}
            </button>
          ))}
        </div>
        <div
          className={styles.panel}
          role="tabpanel"
          id="points-panel"
          aria-labelledby={`points-tab-${tab}`}
          data-testid={`points-panel-${tab}`}
        >
          <TabPanel tab={tab} isMember={isMember} />
        </div>
      </div>
      {redeeming && (
        <RedeemDialog
          product={redeeming}
          onClose={() => setRedeeming(null)}
          onShowHistory={handleShowHistory}
        />
      )}
    </div>
  );
}

/** The chosen section: a member's own data, or a login prompt; the rules for everyone. */
function TabPanel({ tab, isMember }: { tab: TPointsTab; isMember: boolean }) {
  const { t } = useTranslation();
  const config = usePointsConfig();
  if (tab !== "rules" && !isMember) return <LoginPrompt testId={`points-${tab}-login`} />;
  if (tab === "details") return <PointsDetails />;
  if (tab === "redeems") return <RedeemHistory />;
  if (config.isError) return <QueryProblem error={config.error} onRetry={() => void config.refetch()} />;
  if (!config.data) return <Loader />;
  if (tab === "rules") return <PointsRules config={config.data} />;
  if (!config.data.enabled)
    return (
      <div className={page.note} role="note" data-testid="points-convert-disabled">
        <p>{t("points_disabled")}</p>
      </div>
    );
  return <ConvertForm config={config.data} />;
}
