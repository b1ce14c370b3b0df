import { MAIN_WALLET, type TWalletRow } from "@orchid/contract/wallet";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { queryClient } from "../../api/query-client.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { AmountField } from "./amount-field.tsx";
import { checkAmount } from "./check-amount.ts";
import { refreshAfterMoneyMoved } from "./member-data-keys.ts";
import { MoneyFormFooter } from "./money-form-footer.tsx";
import { amountInputText } from "./parse-amount.ts";
import styles from "./transfer-form.module.css";
import { useAmountProblem } from "./use-amount-problem.ts";
import { useMoney } from "./use-money.ts";
import { useMoneyForm } from "./use-money-form.ts";

/** The other side of a transfer when one side changes: one side must stay the main wallet. */
function counterpart(wallet: string, wallets: TWalletRow[]): string {
  if (wallet !== MAIN_WALLET) return MAIN_WALLET;
  return wallets.find((row) => row.wallet !== MAIN_WALLET)?.wallet ?? MAIN_WALLET;
}

/** Transfer between the main wallet and a game wallet; "All" fills the source balance. */
export function TransferForm({ wallets }: { wallets: TWalletRow[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountProblem = useAmountProblem();
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(() => counterpart(MAIN_WALLET, wallets));
  const [amount, setAmount] = useState("");
  const [done, setDone] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({
    INSUFFICIENT_FUNDS: "amount",
    AMOUNT_OUT_OF_RANGE: "amount",
    WALLET_UNKNOWN: "to",
  });
  const nameOf = (wallet: string) =>
    wallet === MAIN_WALLET
      ? t("wallet_main")
      : (wallets.find((row) => row.wallet === wallet)?.name ?? wallet);
  const source = wallets.find((row) => row.wallet === from)?.balance ?? 0;
  const hasGameWallets = wallets.some((row) => row.wallet !== MAIN_WALLET);

  function handleFrom(wallet: string) {
    setFrom(wallet);
    if (wallet === to || (wallet !== MAIN_WALLET && to !== MAIN_WALLET)) setTo(counterpart(wallet, wallets));
  }

  function handleTo(wallet: string) {
    setTo(wallet);
    if (wallet === from || (wallet !== MAIN_WALLET && from !== MAIN_WALLET))
      setFrom(counterpart(wallet, wallets));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone("");
    const check = checkAmount(amount, { available: source });
    const found: Record<string, string> = {};
    if (check.problem) found.amount = amountProblem(check);
    if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) found.to = t("err_wallet_pair");
    const request = { from, to, amount: check.minor ?? 0 };
    const value = await submit(found, request, (idempotencyKey) =>
      api.request("walletTransfer", { ...request, idempotencyKey }),
    );
    if (!value) return;
    queryClient.setQueriesData(
      { queryKey: ["merchantWallets"] },
      {
        wallets: value.wallets,
        sumBalance: value.sumBalance,
      },
    );
    refreshAfterMoneyMoved();
    setAmount("");
    setDone(
      t("transfer_done", { amount: money.withSymbol(request.amount), from: nameOf(from), to: nameOf(to) }),
    );
  }

  const options = wallets.map((row) => (
    <option key={row.wallet} value={row.wallet}>
      {nameOf(row.wallet)}
    </option>
  ));
  return (
    <form className={centre.card} noValidate onSubmit={handleSubmit} data-testid="transfer-form">
      <h4 className={centre.cardTitle}>{t("transfer_title")}</h4>
      {!hasGameWallets && <p className={centre.muted}>{t("transfer_no_game_wallets")}</p>}
      <div className={styles.pair}>
        <FormField id="transfer-from" label={t("wallet_from")} error={errors.from}>
          <select
            id="transfer-from"
            className={form.input}
            value={from}
            data-testid="transfer-from"
            onChange={(event) => handleFrom(event.target.value)}
          >
            {options}
          </select>
        </FormField>
        <button
          type="button"
          className={styles.swap}
          aria-label={t("transfer_swap")}
          title={t("transfer_swap")}
          data-testid="transfer-swap"
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          ⇄
        </button>
        <FormField id="transfer-to" label={t("wallet_to")} error={errors.to}>
          <select
            id="transfer-to"
            className={form.input}
            value={to}
            data-testid="transfer-to"
            onChange={(event) => handleTo(event.target.value)}
          >
            {options}
          </select>
        </FormField>
      </div>
      <AmountField
        id="transfer-amount"
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        hint={t("transfer_available", { amount: money.withSymbol(source) })}
        testId="transfer-amount"
        side={
          <button
            type="button"
            className={`${buttonStyles.ghost} ${form.side}`}
            data-testid="transfer-all"
            onClick={() => setAmount(amountInputText(source))}
          >
            {t("transfer_all")}
          </button>
        }
      />
      <MoneyFormFooter
        testId="transfer"
        formError={formError}
        done={done}
        isDisabled={isBusy || !hasGameWallets}
        label={t("transfer_submit")}
      />
    </form>
  );
}
