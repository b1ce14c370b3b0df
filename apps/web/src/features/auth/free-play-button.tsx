import { useState } from "react";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";

/** Free play (FREEPLAY3); the login code loads on the first press, so the header pays only the label. */
export function FreePlayButton({ onLoggedIn, className }: { onLoggedIn?: () => void; className?: string }) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);

  async function handleClick() {
    setIsBusy(true);
    const { startFreePlay } = await import("./start-free-play.ts");
    const isLoggedIn = await startFreePlay();
    setIsBusy(false);
    if (isLoggedIn) onLoggedIn?.();
  }

  return (
    <button
      type="button"
      className={className ?? buttonStyles.gold}
      disabled={isBusy}
      data-testid="free-play"
      onClick={() => void handleClick()}
    >
      {t("free_play")}
    </button>
  );
}
