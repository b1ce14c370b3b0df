import { errorKeyOf } from "@orchid/contract/api-problems";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import { refreshAfterMoneyMoved, refreshCalls } from "../../wallet/member-data-keys.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { COLLECT_CALLS } from "./contract-calls.ts";

/**
 * Collects the daily-wage or dividend bills that are due now (an insufficient one is tried
 * again) and says what was paid and what is still due.
 */
export function CollectButton({ kind }: { kind: keyof typeof COLLECT_CALLS }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState({ text: "", isError: false });

  async function handleCollect() {
    setIsBusy(true);
    try {
      const result = await api.request(COLLECT_CALLS[kind]);
      refreshAfterMoneyMoved();
      refreshCalls(["contractBills", "agentIncome"]);
      const text = t("agc_collect_done", {
        count: result.paid,
        amount: money.withSymbol(result.amount),
        due: result.stillDue,
      });
      setMessage({ text, isError: false });
    } catch (error) {
      setMessage({ text: t(errorKeyOf(error)), isError: true });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={isBusy}
        data-testid="bills-collect"
        onClick={() => void handleCollect()}
      >
        {t("agc_collect")}
      </button>
      {message.text && (
        <p
          className={message.isError ? form.formError : form.hint}
          role={message.isError ? "alert" : "status"}
          data-testid="bills-collect-result"
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
