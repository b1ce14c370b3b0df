import { useTranslation } from "react-i18next";
import type { TStateLook } from "./payment-vocabulary.ts";

/** An order's or payout's state as a coloured badge; `data-status` carries the raw state for tests. */
export function StateBadge(props: { look: TStateLook; status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={props.look.badge} data-status={props.status} data-testid={props.testId}>
      {t(props.look.key)}
    </span>
  );
}
