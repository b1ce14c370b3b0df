import type { TFightState } from "@orchid/contract/sabong";
import { useTranslation } from "react-i18next";
import styles from "./sabong.module.css";
import { FIGHT_STATE_LOOKS, resultTone } from "./sabong-vocabulary.ts";

const TONE_CLASSES = { meron: styles.resultMeron, wala: styles.resultWala, draw: styles.resultDraw };

/** A fight's state as a badge; a result in its side's colour. */
export function FightBadge({ state }: { state: TFightState }) {
  const { t } = useTranslation();
  const look = FIGHT_STATE_LOOKS[state];
  const tone = resultTone(state);
  return (
    <span className={`${look.badge} ${tone ? TONE_CLASSES[tone] : ""}`} data-state={state}>
      {t(look.key)}
    </span>
  );
}
