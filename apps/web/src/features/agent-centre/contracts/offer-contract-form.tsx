import {
  LIVE_CONTRACT_STATES,
  type TAgentContract,
  type TAgentContractKind,
  type TContractTerms,
  type TDividendPeriod,
} from "@orchid/contract/agent";
import { errorKeyOf } from "@orchid/contract/api-problems";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation, useApiQuery } from "../../../api/api-hooks.ts";
import form from "../../../ui/auth-form.module.css";
import centre from "../../../ui/centre-page.module.css";
import { FormField } from "../../../ui/form-field.tsx";
import { MoneyFormFooter } from "../../wallet/money-form-footer.tsx";
import { CONTRACT_STALE_CALLS } from "./contract-calls.ts";
import { DividendPeriodSelect } from "./dividend-period-select.tsx";
import { TierEditor } from "./tier-editor.tsx";
import { checkTierRows, EMPTY_TIER_ROW, type TTierRow } from "./tier-rows.ts";

type TOfferContractFormProps = {
  kind: TAgentContractKind;
  /** My own contract's terms: the ceiling of every tier I offer. */
  parent: TContractTerms;
  maxTiers: number;
  /** Contracts I already issued of this kind: those holders are not offered another. */
  issued: readonly TAgentContract[];
  onDone: () => void;
};

/**
 * Offers a contract of this kind to a direct downline: choose the member, edit the tiers (rate in
 * %), and for dividends the period. The editor's problems show before anything is sent; the
 * server's refusal shows translated under the form.
 */
export function OfferContractForm({ kind, parent, maxTiers, issued, onDone }: TOfferContractFormProps) {
  const { t } = useTranslation();
  const isDividend = kind === "dividend";
  const [downline, setDownline] = useState("");
  const [rows, setRows] = useState<TTierRow[]>([{ ...EMPTY_TIER_ROW }]);
  const [period, setPeriod] = useState<TDividendPeriod>(parent.period ?? "monthly");
  const [problems, setProblems] = useState<string[]>([]);
  const [downlineError, setDownlineError] = useState("");
  const offer = useApiMutation("contractOffer", { refresh: CONTRACT_STALE_CALLS });
  const downlines = useApiQuery("downlines", { page: 1, pageSize: 100 });
  const bound = new Set(
    issued.filter((c) => (LIVE_CONTRACT_STATES as readonly string[]).includes(c.state)).map((c) => c.holder),
  );
  const choices = (downlines.data?.rows ?? []).filter((row) => row.depth === 1 && !bound.has(row.username));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkTierRows(rows, parent.tiers);
    setProblems(check.problems);
    setDownlineError(downline ? "" : t("err_required", { field: t("agc_offer_downline") }));
    if (check.problems.length > 0 || !downline) return;
    const terms = { tiers: check.tiers, period: isDividend ? period : undefined };
    const isSent = await offer.mutateAsync({ kind, downline, terms }).then(
      () => true,
      () => false,
    );
    if (isSent) onDone();
  }

  return (
    <form
      className={centre.card}
      noValidate
      data-testid="offer-contract-form"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h4 className={centre.cardTitle}>{t("agc_offer_title")}</h4>
      <FormField id="ac-offer-downline" label={t("agc_offer_downline")} error={downlineError} isRequired>
        <select
          id="ac-offer-downline"
          className={form.input}
          value={downline}
          data-testid="offer-downline"
          onChange={(event) => setDownline(event.target.value)}
        >
          <option value="">{t("agc_offer_choose")}</option>
          {choices.map((row) => (
            <option key={row.username} value={row.username}>
              {row.username}
            </option>
          ))}
        </select>
      </FormField>
      {isDividend && <DividendPeriodSelect value={period} onChange={setPeriod} />}
      <TierEditor
        rows={rows}
        onChange={setRows}
        maxTiers={Math.min(maxTiers, parent.tiers.length)}
        hasLoss={isDividend}
      />
      <p className={centre.muted}>{t("agc_offer_ceiling")}</p>
      {problems.map((problem) => (
        <p key={problem} className={form.error} role="alert" data-testid="tier-problem">
          {t(problem)}
        </p>
      ))}
      <MoneyFormFooter
        testId="offer-contract"
        formError={offer.isError ? t(errorKeyOf(offer.error)) : ""}
        done=""
        isDisabled={offer.isPending}
        label={t("agc_offer_submit")}
        onCancel={onDone}
      />
    </form>
  );
}
