import { MAIN_WALLET, type TWalletRow, ZWalletTransferRequest } from "@orchid/contract/wallet";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { api } from "../../api/api-client.ts";
import { queryClient } from "../../api/query-client.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { FormField } from "../../ui/form-field.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { AmountField } from "./amount-field.tsx";
import { checkAmount } from "./check-amount.ts";
import { refreshAfterMoneyMoved } from "./member-data-keys.ts";
import { MoneyFormFooter } from "./money-form-footer.tsx";
import { amountInputText } from "./parse-amount.ts";
import styles from "./transfer-form.module.css";
import { useAmountProblem } from "./use-amount-problem.ts";
import { useMoney } from "./use-money.ts";
import { useMoneyForm } from "./use-money-form.ts";

/**
 * The typed wallets of the request, from the contract's own field schemas (the request's pair
 * refinement keeps `.pick()` away; the form checks the pair itself). The amount is typed in major
 * units and converted on submit.
 */
const ZTransferFields = z.object({
  from: ZWalletTransferRequest.shape.from,
  to: ZWalletTransferRequest.shape.to,
});

/** A pair the contract refuses: the same wallet twice, or two game wallets. */
function isWrongPair(from: string, to: string): boolean {
  return from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET);
}

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
  const balanceOf = (wallet: string) => wallets.find((row) => row.wallet === wallet)?.balance ?? 0;
  const { control, handleSubmit, resetField } = useContractForm<typeof ZTransferFields, { amount: string }>(
    ZTransferFields,
    {
      defaultValues: { from: MAIN_WALLET, to: counterpart(MAIN_WALLET, wallets), amount: "" },
      labels: { from: "wallet_from", to: "wallet_to" },
      check: (values) => {
        const amount = checkAmount(values.amount, { available: balanceOf(values.from) });
        return {
          amount: amount.problem ? amountProblem(amount) : undefined,
          to: isWrongPair(values.from, values.to) ? t("err_wallet_pair") : undefined,
        };
      },
    },
  );
  const from = useController({ control, name: "from" }).field;
  const to = useController({ control, name: "to" }).field;
  const amount = useController({ control, name: "amount" }).field;
  const source = balanceOf(from.value);
  const hasGameWallets = wallets.some((row) => row.wallet !== MAIN_WALLET);

  function handleFrom(wallet: string) {
    from.onChange(wallet);
    if (wallet === to.value || (wallet !== MAIN_WALLET && to.value !== MAIN_WALLET))
      to.onChange(counterpart(wallet, wallets));
  }

  function handleTo(wallet: string) {
    to.onChange(wallet);
    if (wallet === from.value || (wallet !== MAIN_WALLET && from.value !== MAIN_WALLET))
      from.onChange(counterpart(wallet, wallets));
  }

  const handleValid = handleSubmit(
    async (values) => {
      const request = {
        from: values.from,
        to: values.to,
        amount: checkAmount(values.amount, { available: balanceOf(values.from) }).minor ?? 0,
      };
      const value = await submit({}, request, (idempotencyKey) =>
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
      resetField("amount");
      setDone(
        t("transfer_done", {
          amount: money.withSymbol(request.amount),
          from: nameOf(request.from),
          to: nameOf(request.to),
        }),
      );
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  const options = wallets.map((row) => (
    <option key={row.wallet} value={row.wallet}>
      {nameOf(row.wallet)}
    </option>
  ));
  return (
    <form
      className={centre.card}
      noValidate
      onSubmit={(event) => {
        setDone("");
        void handleValid(event);
      }}
      data-testid="transfer-form"
    >
      <h4 className={centre.cardTitle}>{t("transfer_title")}</h4>
      {!hasGameWallets && <p className={centre.muted}>{t("transfer_no_game_wallets")}</p>}
      <div className={styles.pair}>
        <FormField id="transfer-from" label={t("wallet_from")} error={errors.from}>
          <select
            id="transfer-from"
            className={form.input}
            value={from.value}
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
            const previous = from.value;
            from.onChange(to.value);
            to.onChange(previous);
          }}
        >
          ⇄
        </button>
        <FormField id="transfer-to" label={t("wallet_to")} error={errors.to}>
          <select
            id="transfer-to"
            className={form.input}
            value={to.value}
            data-testid="transfer-to"
            onChange={(event) => handleTo(event.target.value)}
          >
            {options}
          </select>
        </FormField>
      </div>
      <AmountField
        id="transfer-amount"
        value={amount.value}
        onChange={amount.onChange}
        error={errors.amount}
        hint={t("transfer_available", { amount: money.withSymbol(source) })}
        testId="transfer-amount"
        side={
          <button
            type="button"
            className={`${buttonStyles.ghost} ${form.side}`}
            data-testid="transfer-all"
            onClick={() => amount.onChange(amountInputText(source))}
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
