import { useTranslation } from "react-i18next";
import { compactJson } from "../games/compact-json.ts";
import styles from "./lottery.module.css";
import { resultDraftOf, resultShapeOf } from "./result-draft.ts";

/** A draw's result: an entered family's prizes in sheet order, any other family's result as recorded. */
export function ResultView(props: { family: string; result: unknown }) {
  const { t } = useTranslation();
  if (props.result === null || props.result === undefined) return <span className="muted">—</span>;
  const shape = resultShapeOf(props.family);
  if (!shape) return <pre className={styles.hash}>{compactJson(props.result)}</pre>;
  const draft = resultDraftOf(shape, props.result);
  return (
    <dl className={styles.resultShown} data-testid="lottery-result">
      {shape.prizes.map((prize) => (
        <div key={prize.key}>
          <dt>{prize.labelKey ? t(prize.labelKey) : prize.label}</dt>
          <dd>{(draft[prize.key] ?? []).join("  ")}</dd>
        </div>
      ))}
    </dl>
  );
}
