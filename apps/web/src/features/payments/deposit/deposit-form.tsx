import { ApiError } from "@orchid/contract/api-error";
import {
  REMARK_MAX,
  type TDepositChannel,
  type TDepositOrder,
  ZDepositRequest,
} from "@orchid/contract/payments";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import { useApiQuery } from "../../../api/api-hooks.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { messagesOf } from "../../../ui/contract-resolver.ts";
import { useContractForm } from "../../../ui/use-contract-form.ts";
import { depositQualifies, smallestQualifyingDeposit } from "../../bonus/offer-summary.ts";
import { AmountField } from "../../wallet/amount-field.tsx";
import { checkAmount } from "../../wallet/check-amount.ts";
import { refreshCalls } from "../../wallet/member-data-keys.ts";
import { parseAmount } from "../../wallet/parse-amount.ts";
import { useAmountProblem } from "../../wallet/use-amount-problem.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { useMoneyForm } from "../../wallet/use-money-form.ts";
import { ProofPicker } from "../proof-picker.tsx";
import { RemarkField } from "../remark-field.tsx";
import { useProofs } from "../use-proofs.ts";
import { BankDetails } from "./bank-details.tsx";
import { BonusChoice } from "./bonus-choice.tsx";
import { QuickAmounts } from "./quick-amounts.tsx";

/** The typed fields of the request; the amount is typed in major units and converted on submit. */
const ZDepositFields = ZDepositRequest.pick({ remark: true });

type TDepositFormProps = {
  channel: TDepositChannel;
  /** The deposit bonus chosen (kept by the page across channels); null: none. */
  bonusId: number | null;
  onBonus: (campaignId: number | null) => void;
  onSubmitted: (order: TDepositOrder) => void;
};

/**
 * A deposit on one channel: amount (with quick amounts) and the deposit bonus to take with it,
 * if any is offered; for a bank transfer also the bank details to pay to, 1–3 proof images and a
 * remark.
 */
export function DepositForm({ channel, bonusId, onBonus, onSubmitted }: TDepositFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountProblem = useAmountProblem();
  const proofs = useProofs();
  const isBank = channel.kind === "bank";
  const bonuses = useApiQuery("depositBonuses");
  const offers = bonuses.data ?? [];
  // A chosen offer that is no longer offered (ended, or taken meanwhile) reads as no bonus.
  const offer = offers.find((entry) => entry.campaignId === bonusId) ?? null;
  const { errors, formError, isBusy, submit } = useMoneyForm({
    AMOUNT_OUT_OF_RANGE: "amount",
    PROOF_REQUIRED: "proofMediaIds",
  });
  const limits = { min: channel.minAmount, max: channel.maxAmount };
  const { control, handleSubmit } = useContractForm<typeof ZDepositFields, { amount: string }>(
    ZDepositFields,
    {
      defaultValues: { amount: "", remark: "" },
      labels: { remark: "field_remark" },
      check: (values) => {
        const amount = checkAmount(values.amount, limits);
        const remark = values.remark ?? "";
        const isBelowBonus =
          offer !== null && amount.minor !== null && !depositQualifies(offer.reward, amount.minor);
        return {
          amount: amount.problem ? amountProblem(amount) : undefined,
          // Shown live under the chosen bonus (BonusChoice); here it keeps the form from sending.
          bonusCampaignId: isBelowBonus
            ? t("bonus_deposit_too_small", {
                amount: money.withSymbol(smallestQualifyingDeposit(offer.reward)),
              })
            : undefined,
          // The proofs live beside the form (picked files, uploaded on submit): checked here too.
          proofMediaIds: isBank && proofs.proofs.length === 0 ? t("err_proof_required") : undefined,
          remark: remark.length > REMARK_MAX ? t("err_remark_too_long", { max: REMARK_MAX }) : undefined,
        };
      },
    },
  );
  const amount = useController({ control, name: "amount" }).field;
  const remark = useController({ control, name: "remark" }).field;

  const handleValid = handleSubmit(
    async (values) => {
      const minor = checkAmount(values.amount, limits).minor;
      const text = values.remark ?? "";
      const bonusCampaignId = offer?.campaignId;
      const request = {
        channelId: channel.id,
        amount: minor,
        remark: text,
        proofs: proofs.proofs.map((p) => p.id),
        bonusCampaignId,
      };
      const order = await submit({}, request, async (key) => {
        const proofMediaIds = isBank ? await proofs.upload() : undefined;
        try {
          return await api.request("deposit", {
            channelId: channel.id,
            amount: minor ?? 0,
            idempotencyKey: key,
            ...(isBank ? { proofMediaIds, remark: text.trim() || undefined } : {}),
            ...(bonusCampaignId === undefined ? {} : { bonusCampaignId }),
          });
        } catch (error) {
          // The bonus may have ended or been taken meanwhile: the offers fetch again.
          if (error instanceof ApiError && error.code === "BONUS_NOT_ELIGIBLE")
            refreshCalls(["depositBonuses"]);
          throw error;
        }
      });
      if (!order) return;
      refreshCalls(["deposits"]);
      onSubmitted(order);
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  return (
    <form className={centre.card} noValidate onSubmit={handleValid} data-testid="deposit-form">
      {isBank && channel.bank && <BankDetails bank={channel.bank} />}
      <AmountField
        id="deposit-amount"
        value={amount.value}
        onChange={amount.onChange}
        error={errors.amount}
        hint={t("deposit_range", {
          min: money.withSymbol(channel.minAmount),
          max: money.withSymbol(channel.maxAmount),
        })}
        testId="deposit-amount"
      >
        <QuickAmounts channel={channel} value={amount.value} onPick={amount.onChange} />
      </AmountField>
      <BonusChoice
        offers={offers}
        selectedId={offer?.campaignId ?? null}
        onSelect={onBonus}
        typed={parseAmount(amount.value).minor}
        isRefused={Boolean(errors.bonusCampaignId)}
      />
      {isBank && (
        <>
          <ProofPicker proofs={proofs} error={errors.proofMediaIds} testId="deposit-proof" isRequired />
          <RemarkField
            id="deposit-remark"
            value={remark.value ?? ""}
            onChange={remark.onChange}
            error={errors.remark}
          />
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
