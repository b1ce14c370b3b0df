import { useTranslation } from "react-i18next";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useBalance } from "../wallet/use-balance.ts";
import { useMoney } from "../wallet/use-money.ts";
import { LoginPrompt } from "./login-prompt.tsx";
import styles from "./points.module.css";
import { useIsRealMember, usePointsBalance } from "./points-queries.ts";
import { usePointsFormat } from "./use-points-format.ts";

/** The top of the mall: the member's points (spendable and held) and main wallet, or "log in". */
export function PointsSummary() {
  const isMember = useIsRealMember();
  return isMember ? <MemberPoints /> : <LoginPrompt testId="points-login" />;
}

function MemberPoints() {
  const { t } = useTranslation();
  const points = usePointsFormat();
  const money = useMoney();
  const balance = usePointsBalance();
  const cash = useBalance().data?.mainBalance;
  if (balance.isError) return <QueryProblem error={balance.error} onRetry={() => void balance.refetch()} />;
  const show = (value: number | undefined) => (value === undefined ? "…" : points.count(value));
  return (
    <section className={styles.summary} aria-label={t("points_balance")} data-testid="points-summary">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t("points_balance")}</dt>
          <dd className={styles.main} data-testid="points-balance">
            {show(balance.data?.balance)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("points_held")}</dt>
          <dd data-testid="points-held">{show(balance.data?.held)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("points_cash_balance")}</dt>
          <dd data-testid="points-cash">{cash === undefined ? "…" : money.withSymbol(cash)}</dd>
        </div>
      </dl>
      {(balance.data?.held ?? 0) > 0 && <p className={styles.figureHint}>{t("points_held_hint")}</p>}
    </section>
  );
}
