import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { QueryState } from "../../ui/query-state.tsx";
import { AdjustBalanceForm } from "./adjust-balance-form.tsx";
import styles from "./wallet.module.css";
import { WalletBalances } from "./wallet-balances.tsx";

/**
 * The member's money on their detail page (money.read): balances, what withdrawals hold, a link
 * to the full ledger and, with money.request, the adjustment request form.
 */
export function MemberWalletCard(props: { memberId: number }) {
  const { t } = useTranslation();
  const canRead = useCan("money.read");
  const canRequest = useCan("money.request");
  // One line is enough here: the card needs the balances, the ledger screen pages the lines.
  const query = useConsoleQuery(
    "boMemberLedger",
    { memberId: props.memberId, page: 1, pageSize: 1 },
    canRead,
  );
  if (!canRead) return null;

  return (
    <section className="card stack" aria-labelledby="member-wallet" data-testid="member-wallet">
      <div className={styles.head}>
        <h2 id="member-wallet" className={styles.flat}>
          {t("bo_wallet_title")}
        </h2>
        <Link
          to={`/wallet/ledger?memberId=${props.memberId}`}
          className={`btn btn-small ${styles.linkButton}`}
          data-testid="open-ledger"
        >
          {t("bo_wallet_open_ledger")}
        </Link>
      </div>
      <QueryState query={query}>{(ledger) => <WalletBalances ledger={ledger} />}</QueryState>
      {canRequest && <AdjustBalanceForm memberId={props.memberId} />}
    </section>
  );
}
