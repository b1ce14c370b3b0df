import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import buttons from "../../ui/button.module.css";
import { showDialog } from "../../ui/dialog-store.ts";
import { refreshAfterMoneyMoved, refreshCalls } from "../wallet/member-data-keys.ts";
import { useMoney } from "../wallet/use-money.ts";
import { slipProblemText } from "./slip-problem-text.ts";
import { SLIP_CALLS } from "./use-place-slip.ts";

/**
 * Cancels an open slip after the member confirms; the stake comes back, and the new balance is
 * told. A draw that closed meanwhile refuses it, and says so.
 */
export function CancelSlipButton({ slipId, onCancelled }: { slipId: number; onCancelled?: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [isBusy, setIsBusy] = useState(false);

  async function cancel(): Promise<void> {
    setIsBusy(true);
    try {
      const slip = await api.request("cancelSlip", { id: slipId });
      refreshAfterMoneyMoved();
      refreshCalls(SLIP_CALLS);
      onCancelled?.();
      showDialog({
        name: "lottery-cancelled",
        icon: "success",
        text:
          slip.balance === null
            ? t("lott_cancelled", { stake: money.withSymbol(slip.stake) })
            : t("lott_cancelled_balance", {
                stake: money.withSymbol(slip.stake),
                balance: money.withSymbol(slip.balance),
              }),
        buttons: [{ title: t("in_increase_submit"), isDefault: true }],
      });
    } catch (error) {
      refreshCalls(SLIP_CALLS);
      showDialog({
        name: "lottery-cancel-error",
        icon: "error",
        text: slipProblemText(error, t, money.withSymbol),
        buttons: [{ title: t("in_increase_submit"), isDefault: true }],
      });
    } finally {
      setIsBusy(false);
    }
  }

  function handleClick(): void {
    showDialog({
      name: "lottery-cancel-confirm",
      icon: "warning",
      text: t("lott_cancel_confirm"),
      buttons: [
        { title: t("lott_keep_slip") },
        { title: t("lott_cancel_slip"), isDefault: true, handler: () => void cancel() },
      ],
    });
  }

  return (
    <button
      type="button"
      className={buttons.ghost}
      disabled={isBusy}
      data-testid="lottery-cancel-slip"
      onClick={handleClick}
    >
      {t("lott_cancel_slip")}
    </button>
  );
}
