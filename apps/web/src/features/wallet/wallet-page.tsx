import { MAIN_WALLET } from "@orchid/contract/wallet";
import { useTranslation } from "react-i18next";
import centre from "../../ui/centre-page.module.css";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import table from "../member-centre/centre-table.module.css";
import { TransferForm } from "./transfer-form.tsx";
import { useMerchantWallets } from "./use-merchant-wallets.ts";
import { useMoney } from "./use-money.ts";

/** My wallet (transferFund): the main and game wallets with their balances, and transfers between them. */
export function WalletPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const wallets = useMerchantWallets();
  if (wallets.isError) return <QueryProblem error={wallets.error} onRetry={() => void wallets.refetch()} />;
  if (!wallets.data) return <Loader />;
  const labels = { wallet: t("wallet_name"), balance: t("wallet_balance") };
  return (
    <div className={centre.page} data-testid="wallet-page">
      <div className={centre.tiles}>
        <div className={centre.tile} data-testid="wallet-sum">
          <span className={centre.tileLabel}>{t("wallet_total")}</span>
          <span className={centre.tileValue}>{money.withSymbol(wallets.data.sumBalance)}</span>
        </div>
      </div>
      <div className={table.wrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{labels.wallet}</th>
              <th scope="col" className={table.end}>
                {labels.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {wallets.data.wallets.map((row) => (
              <tr key={row.wallet} data-testid={`wallet-row-${row.wallet}`}>
                <td data-label={labels.wallet}>
                  {row.wallet === MAIN_WALLET ? <strong>{t("wallet_main")}</strong> : <bdi>{row.name}</bdi>}
                </td>
                <td data-label={labels.balance} className={`${table.end} ${table.num}`}>
                  {money.plain(row.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TransferForm wallets={wallets.data.wallets} />
    </div>
  );
}
