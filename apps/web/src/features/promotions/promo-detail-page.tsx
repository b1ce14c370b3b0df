import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { ApplyPanel } from "../applications/apply-panel.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { PromotionWindowLines } from "./promotion-window-lines.tsx";
import styles from "./promotions.module.css";

/**
 * `/promoDetail?id=…`: one promotion in full with its sign-up window and event, the member's
 * application state and the Apply button (a visitor is asked to log in, a trial account told it
 * needs a real one).
 */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [params] = useSearchParams();
  const { notice, isPending } = useHomeNotice();
  const promotion = notice.promotion.find((entry) => String(entry.id) === params.get("id"));
  useDocumentTitle(promotion?.title ?? t("nav_promotions"));

  if (isPending) return <Loader />;
  return (
    <div className={page.page} data-testid="promo-detail-page">
      <Link to="/promotions" className={styles.back}>
        {t("promotions_back")}
      </Link>
      {promotion ? (
        <article className={page.card}>
          <h1 className={page.title}>{promotion.title}</h1>
          <time className={styles.time} dateTime={new Date(promotion.time).toISOString()}>
            {formatZonedDateTime(new Date(promotion.time), timeZone)}
          </time>
          <PromotionWindowLines
            promotion={promotion}
            testId="promo-detail-windows"
            className={styles.windowsSpaced}
          />
          <div
            className={styles.content}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: promotion HTML is sanitised by the server
            dangerouslySetInnerHTML={{ __html: promotion.content }}
          />
          <div className={styles.apply}>
            <ApplyPanel promotion={promotion} />
          </div>
        </article>
      ) : (
        <EmptyState title={t("promotions_not_found")} />
      )}
    </div>
  );
}
