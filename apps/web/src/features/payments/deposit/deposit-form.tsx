import { REMARK_MAX, type TDepositChannel, type TDepositOrder } from "@orchid/contract/payments";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { AmountField } from "../../wallet/amount-field.tsx";
import { checkAmount } from "../../wallet/check-amount.ts";
import { refreshCalls } from "../../wallet/member-data-keys.ts";
import { useAmountProblem } from "../../wallet/use-amount-problem.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { useMoneyForm } from "../../wallet/use-money-form.ts";
import { ProofPicker } from "../proof-picker.tsx";
import { RemarkField } from "../remark-field.tsx";
import { useProofs } from "../use-proofs.ts";
import { BankDetails } from "./bank-details.tsx";
import { QuickAmounts } from "./quick-amounts.tsx";

type TDepositFormProps = { channel: TDepositChannel; onSubmitted: (order: TDepositOrder) => void };

/**
 * A deposit on one channel: amount (with quick amounts) for a gateway; for a bank transfer also
 * the bank details to pay to, 1–3 proof images and a remark.
 */
export function DepositForm({ channel, onSubmitted }: TDepositFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountProblem = useAmountProblem();
  const proofs = useProofs();
  const [amount, setAmount] = useState("");
  const [remark, setRemark] = useState("");
  const isBank = channel.kind === "bank";
  const { errors, formError, isBusy, submit } = useMoneyForm({
    AMOUNT_OUT_OF_RANGE: "amount",
    PROOF_REQUIRED: "proofMediaIds",
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkAmount(amount, { min: channel.minAmount, max: channel.maxAmount });
    const found: Record<string, string> = {};
    if (check.problem) found.amount = amountProblem(check);
    if (isBank && proofs.proofs.length === 0) found.proofMediaIds = t("err_proof_required");
    if (remark.length > REMARK_MAX) found.remark = t("err_remark_too_long", { max: REMARK_MAX });
    const request = {
      channelId: channel.id,
      amount: check.minor,
      remark,
      proofs: proofs.proofs.map((p) => p.id),
    };
    const order = await submit(found, request, async (key) => {
      const proofMediaIds = isBank ? await proofs.upload() : undefined;
      return api.request("deposit", {
        channelId: channel.id,
        amount: check.minor ?? 0,
        idempotencyKey: key,
        ...(isBank ? { proofMediaIds, remark: remark.trim() || undefined } : {}),
      });
    });
    if (!order) return;
    refreshCalls(["deposits"]);
    onSubmitted(order);
  }

  return (
    <form className={centre.card} noValidate onSubmit={handleSubmit} data-testid="deposit-form">
      {isBank && channel.bank && <BankDetails bank={channel.bank} />}
      <AmountField
        id="deposit-amount"
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        hint={t("deposit_range", {
          min: money.withSymbol(channel.minAmount),
          max: money.withSymbol(channel.maxAmount),
        })}
        testId="deposit-amount"
      >
        <QuickAmounts channel={channel} value={amount} onPick={setAmount} />
      </AmountField>
      {isBank && (
        <>
          <ProofPicker proofs={proofs} error={errors.proofMediaIds} testId="deposit-proof" isRequired />
          <RemarkField id="deposit-remark" value={remark} onChange={setRemark} error={errors.remark} />
        </>
      )}
      {formError && (
        <p className={form.formError} role="alert" data-testid="deposit-error">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={isBusy} data-testid="deposit-submit">
        {t(isBank ? "deposit_submit_bank" : "deposit_submit_gateway")}
      </button>
    </form>
  );
}
