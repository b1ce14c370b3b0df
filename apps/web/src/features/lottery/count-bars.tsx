import styles from "./count-bars.module.css";
import type { TNumberCount } from "./lottery-trends.ts";

type TCountBarsProps = {
  title: string;
  items: readonly TNumberCount[];
  tone: "hot" | "cold";
  testId: string;
};

/** Numbers with how often each came up, as bars against the most frequent. */
export function CountBars({ title, items, tone, testId }: TCountBarsProps) {
  const most = Math.max(1, ...items.map((item) => item.count));
  return (
    <section className={styles.bars} data-tone={tone} data-testid={testId}>
      <h3 className={styles.title}>{title}</h3>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.value} className={styles.item} data-value={item.value}>
            <span className={styles.value}>{item.value}</span>
            <span className={styles.track}>
              <span className={styles.fill} style={{ width: `${(item.count / most) * 100}%` }} />
            </span>
            <span className={styles.count}>{item.count}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
