import { ApiError } from "@orchid/contract/api-error";
import type { TBookBet } from "@orchid/contract/sportsbook";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import buttons from "../../ui/button.module.css";
import { Modal } from "../../ui/modal.tsx";
import { createSlipKeys } from "../lottery/slip-request-key.ts";
import { sendWithRetry } from "../slot/send-with-retry.ts";
import { refreshCalls } from "../wallet/member-data-keys.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bets.module.css";
import { bookProblemText } from "./book-problem-text.ts";

type TCashOutDialogProps = { bet: TBookBet; amount: number; onClose: () => void };

/**
 * Confirming a cash-out at the price shown. The book pays that price or better; when the price
 * fell meanwhile (CASHOUT_CHANGED) the new one shows, to accept or leave. Every try of one price
 * sends one request key, so a lost answer never cashes out twice.
 */
export function CashOutDialog({ bet, amount: shown, onClose }: TCashOutDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [keys] = useState(() => createSlipKeys());
  const inFlight = useRef(false);
  const [amount, setAmount] = useState(shown);
  const [isSending, setIsSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<number | null>(null);
  const [paid, setPaid] = useState<TBookBet | null>(null);

  async function confirm(): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSending(true);
    setProblem(null);
    const requestKey = keys.keyFor(`${bet.id}:${amount}`);
    try {
      const cashed = await sendWithRetry(() =>
        api.request("cashOutBookBet", { betId: bet.id, amount, requestKey }),
      );
      keys.placed();
      setPaid(cashed);
      setChangedTo(null);
      refreshCalls(["myBookBets"]);
    } catch (error) {
      const now = error instanceof ApiError && error.code === "CASHOUT_CHANGED" ? error.value?.amount : null;
      if (typeof now === "number" && now > 0) {
        setAmount(now);
        setChangedTo(now);
      } else {
        setProblem(bookProblemText(error, t, money.withSymbol));
        if (error instanceof ApiError && error.code === "CASHOUT_UNAVAILABLE") refreshCalls(["myBookBets"]);
      }
    } finally {
      inFlight.current = false;
      setIsSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t("sb_cashout_title")}
      width={420}
      height={0}
      testId="sb-cashout-dialog"
    >
      <div className={styles.dialogBody}>
        {paid ? (
          <p role="status" data-testid="sb-cashout-done">
            {t("sb_cashout_done", { amount: money.withSymbol(paid.payout ?? amount) })}
          </p>
        ) : (
          <>
            <p>{t("sb_cashout_confirm", { id: bet.id, stake: money.withSymbol(bet.stake) })}</p>
            <p className={styles.cashOutAmount} data-testid="sb-cashout-amount" data-minor={amount}>
              {money.withSymbol(amount)}
            </p>
            {changedTo !== null && (
              <p className={styles.changed} role="alert" data-testid="sb-cashout-changed">
                {t("sb_cashout_changed", { amount: money.withSymbol(changedTo) })}
              </p>
            )}
            {problem && (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            )}
          </>
        )}
        <div className={styles.dialogButtons}>
          <button type="button" className={buttons.ghost} onClick={onClose}>
            {t(paid ? "dialog_close" : "dialog_cancel")}
          </button>
          {!paid && (
            <button
              type="button"
              className={buttons.gold}
              disabled={isSending}
              data-testid="sb-cashout-confirm"
              onClick={() => void confirm()}
            >
              {changedTo !== null
                ? t("sb_cashout_accept", { amount: money.withSymbol(amount) })
                : t("sb_cashout_for", { amount: money.withSymbol(amount) })}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
