import { AGENT_CONTRACT_KINDS, type TAgentContractKind } from "@orchid/contract/agent";
import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useMerchantTimeZone } from "../../i18n/use-merchant-time-zone.ts";
import { fromZonedInput } from "../../i18n/zoned-time.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { KIND_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";

/**
 * Settles one period of one kind again (after a fix, or a run that failed): contracts without a
 * bill for it get one, bills already paid stay paid. The start is the merchant's wall time.
 */
export function RerunSettlementForm() {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const zone = useMerchantTimeZone() ?? "UTC";
  const [kind, setKind] = useState<TAgentContractKind>("daily_wage");
  const [start, setStart] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const [result, setResult] = useState<TValueOf<"boRerunAgentSettlement"> | null>(null);
  const rerun = useConsoleChange("boRerunAgentSettlement", {
    refresh: ["boAgentBills"],
    successKey: "bo_agents_rerun_done",
    onSuccess: setResult,
  });

  function run() {
    const iso = fromZonedInput(start, zone);
    if (!iso) return setLocalError("bo_agents_rerun_start_required");
    const input: TInputOf<"boRerunAgentSettlement"> = { kind, periodStart: Date.parse(iso) };
    setResult(null);
    rerun.run(input);
  }

  return (
    <form
      className={`card ${styles.section}`}
      onSubmit={(event: FormEvent) => event.preventDefault()}
      aria-labelledby="agent-rerun"
      noValidate
    >
      <h2 id="agent-rerun">{t("bo_agents_rerun")}</h2>
      <p className={styles.note}>{t("bo_agents_rerun_hint")}</p>
      <div className={styles.fields}>
        <Field label={t("bo_agents_kind")}>
          <select
            className="select"
            value={kind}
            onChange={(event) => setKind(event.target.value as TAgentContractKind)}
            data-testid="rerun-kind"
          >
            {AGENT_CONTRACT_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(KIND_KEYS[option])}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t("bo_agents_rerun_start")}
          hint={t("bo_agents_rerun_start_hint")}
          errorKey={localError ?? rerun.fieldErrors.periodStart}
        >
          <input
            className="input"
            type="datetime-local"
            value={start}
            aria-invalid={Boolean(localError)}
            onChange={(event) => {
              setStart(event.target.value);
              setLocalError(null);
            }}
            data-testid="rerun-start"
          />
        </Field>
      </div>
      <div className="row">
        <ConfirmButton
          className="btn btn-primary"
          disabled={rerun.isPending}
          onConfirm={() => run()}
          testId="rerun-submit"
        >
          {t("bo_agents_rerun_submit")}
        </ConfirmButton>
      </div>
      {result && (
        <p className="notice-ok" role="status" data-testid="rerun-result">
          {t("bo_agents_rerun_result", {
            contracts: result.contracts,
            bills: result.bills,
            paid: formatMinor(result.paid),
          })}
        </p>
      )}
    </form>
  );
}
