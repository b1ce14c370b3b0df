import type { TFightState } from "@orchid/contract/sabong";
import { useTranslation } from "react-i18next";
import { fightLookOf } from "./fight-look.ts";
import styles from "./state-badge.module.css";

/** A fight's state as a coloured badge; LAST CALL flashes. */
export function StateBadge({ state, size = "small" }: { state: TFightState; size?: "small" | "large" }) {
  const { t } = useTranslation();
  const look = fightLookOf(state);
  return (
    <span
      className={`${styles.badge} ${styles[look.tone]} ${size === "large" ? styles.large : ""} ${
        look.isFlashing ? styles.flash : ""
      }`}
      data-testid="sabong-state"
      data-state={state}
    >
      {t(look.key)}
    </span>
  );
}
