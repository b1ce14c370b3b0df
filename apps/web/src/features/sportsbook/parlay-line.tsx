import { useTranslation } from "react-i18next";
import { useMoney } from "../wallet/use-money.ts";
import { bookProblemText } from "./book-problem-text.ts";
import { MAX_PARLAY_LEGS, parlayProblem } from "./parlay-check.ts";
import styles from "./slip.module.css";
import type { TSlipLeg } from "./slip-leg.ts";
import { stakeOf } from "./slip-lines.ts";
import { combinedOddsText, potentialReturn, shownMinor } from "./slip-maths.ts";
import { setParlayStake } from "./slip-store.ts";
import { StakeInput } from "./stake-input.tsx";

type TParlayLineProps = { legs: readonly TSlipLeg[]; stake: string; refusal: unknown };

/**
 * The parlay of every leg: its combined odds (the legs' prices multiplied, three decimals rounded
 * down), its stake and what it returns; or why these legs make no parlay.
 */
export function ParlayLine({ legs, stake, refusal }: TParlayLineProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const problem = parlayProblem(legs);
  const odds = legs.map((leg) => leg.odds);
  const minor = stakeOf(stake);
  return (
    <div className={styles.parlay} data-testid="sb-parlay" data-problem={problem ?? undefined}>
      <div className={styles.parlayHead}>
        <strong>{t("sb_parlay_title", { count: legs.length })}</strong>
        {problem === null && (
          <span className={styles.parlayOdds} data-testid="sb-parlay-odds">
            @ {combinedOddsText(odds)}
          </span>
        )}
      </div>
      {problem === null ? (
        <div className={styles.legStake}>
          <StakeInput
            value={stake}
            label={t("sb_stake_for", { pick: t("sb_parlay_title", { count: legs.length }) })}
            testId="sb-parlay-stake"
            onChange={setParlayStake}
          />
          <span className={styles.toReturn}>
            {t("sb_to_return")}
            <strong data-testid="sb-parlay-return">
              {money.withSymbol(minor === null ? 0 : shownMinor(potentialReturn(minor, odds)))}
            </strong>
          </span>
        </div>
      ) : (
        <p className={styles.flag}>{t(`sb_parlay_${problem}`, { max: MAX_PARLAY_LEGS })}</p>
      )}
      {refusal !== undefined && (
        <p className={styles.problem} role="alert" data-testid="sb-line-problem">
          {bookProblemText(refusal, t, money.withSymbol)}
        </p>
      )}
    </div>
  );
}
