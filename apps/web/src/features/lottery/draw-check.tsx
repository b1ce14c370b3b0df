import type { TLotteryDraw } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import page from "../../ui/page.module.css";
import styles from "./draw-check.module.css";
import { LotteryResult } from "./lottery-result.tsx";
import { checkDraw, drawKeyOf, verifyCommand } from "./verify-command.ts";

/** One draw's check: entered (no seed), sealed (seed not revealed yet) or checked here and now. */
export function DrawCheck({ draw }: { draw: TLotteryDraw }) {
  const { t } = useTranslation();
  const check = checkDraw(draw);
  const command = verifyCommand(draw);
  return (
    <div className={styles.check} data-testid="lottery-verify-draw" data-kind={check.kind}>
      <section className={page.card}>
        <h2 className={page.sectionTitle}>{t("lott_issue", { issue: draw.issue })}</h2>
        <dl className={styles.facts}>
          <dt>{t("lott_verify_draw_key")}</dt>
          <dd className={styles.code}>{drawKeyOf(draw)}</dd>
          <dt>{t("lott_verify_family")}</dt>
          <dd className={styles.code}>{draw.family}</dd>
        </dl>
        {draw.result !== null && <LotteryResult family={draw.family} result={draw.result} />}
      </section>
      {check.kind === "entered" && (
        <p className={page.note} data-testid="lottery-verify-entered">
          {t("lott_verify_entered")}
        </p>
      )}
      {check.kind === "sealed" && (
        <section className={page.card}>
          <p className={styles.text}>{t("lott_verify_sealed")}</p>
          {draw.commitment && <Fact label={t("lott_verify_commitment")} value={draw.commitment} />}
        </section>
      )}
      {check.kind === "checked" && (
        <section className={page.card}>
          <Verdict
            testId="lottery-verify-commitment"
            isOk={check.commitmentMatches}
            text={t(check.commitmentMatches ? "lott_verify_commitment_ok" : "lott_verify_commitment_bad")}
          />
          <Verdict
            testId="lottery-verify-result"
            isOk={check.resultMatches}
            text={t(check.resultMatches ? "lott_verify_result_ok" : "lott_verify_result_bad")}
          />
          <Fact label={t("lott_verify_seed")} value={draw.seed ?? ""} />
          <Fact label={t("lott_verify_commitment")} value={draw.commitment ?? ""} />
          {!check.resultMatches && check.recomputed !== null && (
            <div className={styles.fact}>
              <span className={styles.label}>{t("lott_verify_recomputed")}</span>
              <LotteryResult family={draw.family} result={check.recomputed} />
            </div>
          )}
        </section>
      )}
      {draw.source === "fair" && (
        <section className={page.card}>
          <h2 className={page.sectionTitle}>{t("lott_verify_how_title")}</h2>
          <p className={styles.text}>{t("lott_verify_how_commitment")}</p>
          <p className={styles.text}>{t("lott_verify_how_words", { key: drawKeyOf(draw) })}</p>
          <p className={styles.text}>{t("lott_verify_how_sampling")}</p>
          {command && (
            <>
              <p className={styles.text}>{t("lott_verify_how_command")}</p>
              <pre className={styles.command} data-testid="lottery-verify-command">
                <code>{command}</code>
              </pre>
            </>
          )}
        </section>
      )}
    </div>
  );
}

function Verdict({ testId, isOk, text }: { testId: string; isOk: boolean; text: string }) {
  return (
    <p className={styles.verdict} data-testid={testId} data-ok={isOk}>
      <span className={styles.mark} aria-hidden="true">
        {isOk ? "✓" : "✗"}
      </span>
      {text}
    </p>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <span className={styles.label}>{label}</span>
      <code className={styles.hex}>{value}</code>
    </div>
  );
}
