import type { TArena } from "@orchid/contract/sabong";
import { useTranslation } from "react-i18next";
import { fightLookOf, resultChipOf } from "./fight-look.ts";
import styles from "./result-strip.module.css";
import page from "./sabong.module.css";

/** The last fights' results as coloured chips (M, W, D, C), newest first, with their numbers. */
export function ResultStrip({ recent }: { recent: TArena["recent"] }) {
  const { t } = useTranslation();
  const ended = recent.flatMap((fight) => {
    const chip = resultChipOf(fight.state);
    return chip ? [{ fight, chip }] : [];
  });
  return (
    <section className={page.section} aria-labelledby="sabong-results-title" data-testid="sabong-results">
      <h2 id="sabong-results-title" className={page.sectionTitle}>
        {t("sabong_results_title")}
      </h2>
      {ended.length === 0 ? (
        <p className={page.muted}>{t("sabong_results_none")}</p>
      ) : (
        <ol className={styles.strip}>
          {ended.map(({ fight, chip }) => {
            const text = t("sabong_result_text", {
              n: fight.fightNo,
              meron: fight.meron,
              wala: fight.wala,
              result: t(fightLookOf(fight.state).key),
            });
            return (
              <li
                key={fight.id}
                className={styles.item}
                title={text}
                data-testid="sabong-result-chip"
                data-state={fight.state}
              >
                <span className={`${styles.chip} ${styles[chip.tone]}`} aria-hidden="true">
                  {t(chip.letterKey)}
                </span>
                <span className={styles.no} aria-hidden="true">
                  {fight.fightNo}
                </span>
                <span className={styles.hidden}>{text}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
