import type { TBoMemberLedger } from "@orchid/contract/backoffice-payments";
import { useTranslation } from "react-i18next";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "./wallet.module.css";

/** Each wallet's balance, then what withdrawals hold (already taken off the main wallet). */
export function WalletBalances(props: { ledger: TBoMemberLedger }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (
    <dl className={styles.balances} data-testid="wallet-balances">
      {props.ledger.wallets.map((wallet) => (
        <div key={wallet.wallet} className={styles.balance}>
          <dt>{wallet.name || wallet.wallet}</dt>
          <dd data-testid={`wallet-balance-${wallet.wallet}`}>{formatMinor(wallet.balance)}</dd>
        </div>
      ))}
      <div className={styles.balance}>
        <dt>{t("bo_wallet_held")}</dt>
        <dd className={styles.held} data-testid="wallet-held">
          {formatMinor(props.ledger.held)}
        </dd>
      </div>
    </dl>
  );
}
