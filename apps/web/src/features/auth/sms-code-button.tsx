import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TSmsCodeValue } from "@orchid/contract/session";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { showDialog } from "../../ui/dialog-store.ts";
import { useCountdown } from "./use-countdown.ts";
import type { TProofOfWorkState } from "./use-proof-of-work.ts";

/** Countdown before the first answer names the code's life (spec §9: initial 60 s). */
const DEFAULT_COUNTDOWN_SECONDS = 60;
/** One send per second at most (spec §5). */
const THROTTLE_MS = 1000;

type TSmsCodeButtonProps = {
  /** Checks the number first; false stops the send (its message shows on the field). */
  canSend: () => boolean;
  send: () => Promise<TSmsCodeValue>;
  /** The form's proof of work, when the send carries one: the button waits for it, then renews it. */
  proofOfWork?: TProofOfWorkState;
  testId?: string;
};

/**
 * "Send code": after a successful send it stays disabled for expiredMinutes × 60 seconds and
 * counts down (spec §4); a failed send shows the server's message in a warning dialog (spec §8).
 */
export function SmsCodeButton({ canSend, send, proofOfWork, testId = "sms-send" }: TSmsCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, start } = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const lastPress = useRef(0);

  async function handleClick() {
    const now = Date.now();
    if (isSending || secondsLeft > 0 || now - lastPress.current < THROTTLE_MS) return;
    lastPress.current = now;
    if (!canSend()) return;
    setIsSending(true);
    try {
      const value = await send();
      start(value.expiredMinutes > 0 ? value.expiredMinutes * 60 : DEFAULT_COUNTDOWN_SECONDS);
    } catch (error) {
      const retryAfter = error instanceof ApiError ? Number(error.value?.retryAfterSeconds) : 0;
      if (retryAfter > 0) start(retryAfter);
      showDialog({
        name: "sms-error",
        icon: "warning",
        text: t(errorKeyOf(error)),
        buttons: [{ title: t("in_increase_submit"), isDefault: true }],
      });
    } finally {
      setIsSending(false);
      proofOfWork?.renew();
    }
  }

  return (
    <button
      type="button"
      className={`${buttonStyles.ghost} ${styles.side}`}
      data-testid={testId}
      disabled={isSending || secondsLeft > 0 || proofOfWork?.isReady === false}
      onClick={() => void handleClick()}
    >
      {secondsLeft > 0 ? t("sms_resend_in", { seconds: secondsLeft }) : t("sms_send")}
    </button>
  );
}
