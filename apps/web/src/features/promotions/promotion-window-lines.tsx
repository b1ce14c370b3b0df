import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { promotionWindowLines, type TPromotionWindows, windowInstantText } from "./promotion-windows.ts";
import styles from "./promotions.module.css";

/** A promotion's sign-up window and event, each when set, in the site's time zone. */
export function PromotionWindowLines({
  promotion,
  testId,
  className,
}: {
  promotion: TPromotionWindows;
  testId: string;
  /** Spacing of the place it shows in. */
  className?: string;
}) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const lines = promotionWindowLines(promotion);
  if (lines.length === 0) return null;
  return (
    <ul className={className ? `${styles.windows} ${className}` : styles.windows} data-testid={testId}>
      {lines.map((line) => (
        <li key={line.kind} data-testid={`${testId}-${line.kind}`}>
          {t(line.key, {
            from: windowInstantText(line.from, timeZone),
            to: windowInstantText(line.to, timeZone),
          })}
        </li>
      ))}
    </ul>
  );
}
