import { useTranslation } from "react-i18next";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useRefetchWhenDue } from "../lottery/use-refetch-when-due.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";
import { useMissionFormat } from "../missions/use-mission-format.ts";
import styles from "./raffle.module.css";
import { RaffleCard } from "./raffle-card.tsx";
import { useRaffles } from "./raffle-queries.ts";
import { orderRaffles, timedRaffles } from "./raffle-view.ts";
import { useRaffleClaim } from "./use-raffle-claim.ts";

/**
 * "Red envelopes" on the promotions page, for a logged-in real member: the raffles running or
 * coming, each with its times and packets left, an open one with its "Open the envelope" button,
 * and what the member took. Hidden while there are none.
 */
export function RaffleSection() {
  return useIsRealMember() ? <RaffleList /> : null;
}

function RaffleList() {
  const { t } = useTranslation();
  const format = useMissionFormat();
  const raffles = useRaffles();
  const claim = useRaffleClaim();
  const list = raffles.data ?? [];
  // An upcoming raffle opens, an open one closes: the list is read again right then.
  useRefetchWhenDue(timedRaffles(list), raffles.refetch);

  if (raffles.isError)
    return (
      <section className={styles.section} aria-labelledby="raffles-title" data-testid="raffles">
        <h2 className={page.sectionTitle} id="raffles-title">
          {t("raffle_title")}
        </h2>
        <QueryProblem error={raffles.error} onRetry={() => void raffles.refetch()} />
      </section>
    );
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="raffles-title" data-testid="raffles">
      <h2 className={page.sectionTitle} id="raffles-title">
        {t("raffle_title")}
      </h2>
      <p className={styles.intro}>{t("raffle_intro")}</p>
      <ul className={styles.list}>
        {orderRaffles(list).map((raffle) => (
          <RaffleCard
            key={raffle.id}
            raffle={raffle}
            format={format}
            won={claim.won?.raffleId === raffle.id ? claim.won.amount : null}
            refusal={claim.refusal?.raffleId === raffle.id ? claim.refusal.text : null}
            isClaiming={claim.claimingId === raffle.id}
            isDisabled={claim.isBusy}
            onOpen={() => void claim.claim(raffle.id)}
          />
        ))}
      </ul>
    </section>
  );
}
