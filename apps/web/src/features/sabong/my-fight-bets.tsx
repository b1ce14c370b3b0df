import type { TFightBet } from "@orchid/contract/sabong";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import buttons from "../../ui/button.module.css";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { StatusBadge } from "../member-centre/status-badge.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import { BET_LOOKS, SIDE_KEYS } from "./fight-look.ts";
import styles from "./my-fight-bets.module.css";
import page from "./sabong.module.css";

const PAGE_SIZE = 10;

function BetRow({ bet }: { bet: TFightBet }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const look = BET_LOOKS[bet.state];
  return (
    <li className={styles.row} data-testid="sabong-my-bet" data-bet-id={bet.id} data-state={bet.state}>
      <div className={styles.top}>
        <span className={styles.fight}>
          {t("sabong_fight_no", { n: bet.fightNo })}{" "}
          <bdi className={styles.matchup}>{t("sabong_matchup", { meron: bet.meron, wala: bet.wala })}</bdi>
        </span>
        <StatusBadge tone={look.tone} text={t(look.key)} />
      </div>
      <div className={styles.figures}>
        <span className={`${styles.side} ${styles[bet.side]}`}>{t(SIDE_KEYS[bet.side])}</span>
        <span>
          <span className={styles.label}>{t("sabong_bet_stake")}</span> {money.withSymbol(bet.stake)}
        </span>
        <span>
          <span className={styles.label}>{t("sabong_bet_returned")}</span>{" "}
          <strong className={bet.state === "won" ? styles.won : undefined}>
            {bet.returned === null ? "—" : money.withSymbol(bet.returned)}
          </strong>
        </span>
      </div>
      <time className={styles.time} dateTime={bet.placedAt}>
        {formatZonedDateTime(new Date(bet.placedAt), timeZone)}
      </time>
    </li>
  );
}

/**
 * The member's cockfight bets, newest first, a page at a time, with each bet's state and what it
 * returned; they fetch again as the fight on now moves (a result settles them). Visitors are
 * asked to log in.
 */
export function MyFightBets({ follow }: { follow: readonly unknown[] }) {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  const [pageNo, setPageNo] = useState(1);
  const bets = useApiQuery(
    "myFightBets",
    { page: pageNo, pageSize: PAGE_SIZE },
    { enabled: hasSession, extraKey: follow, staleTime: 5_000, placeholderData: (previous) => previous },
  );

  function body() {
    if (!hasSession) {
      return (
        <div className={styles.login}>
          <p className={page.muted}>{t("sabong_bets_login_text")}</p>
          <button type="button" className={buttons.gold} onClick={() => openAuthModal("login")}>
            {t("sabong_log_in")}
          </button>
        </div>
      );
    }
    if (bets.isPending) return <Loader />;
    if (bets.isError) return <QueryProblem error={bets.error} onRetry={() => void bets.refetch()} />;
    if (bets.data.rows.length === 0) return <p className={page.muted}>{t("sabong_bets_empty")}</p>;
    return (
      <>
        <ul className={styles.list}>
          {bets.data.rows.map((bet) => (
            <BetRow key={bet.id} bet={bet} />
          ))}
        </ul>
        <Pager
          page={pageNo}
          totalPages={bets.data.totalPages}
          onPage={setPageNo}
          testId="sabong-bets-pager"
        />
      </>
    );
  }

  return (
    <section className={page.section} aria-labelledby="sabong-bets-title" data-testid="sabong-my-bets">
      <h2 id="sabong-bets-title" className={page.sectionTitle}>
        {t("sabong_bets_title")}
      </h2>
      {body()}
    </section>
  );
}
