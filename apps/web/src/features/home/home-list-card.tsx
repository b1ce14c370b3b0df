import type { ReactNode } from "react";
import { Link } from "react-router";
import page from "../../ui/page.module.css";
import styles from "./home-lists.module.css";

type THomeListCardProps = {
  titleId: string;
  title: string;
  moreTo: string;
  moreLabel: string;
  emptyText: string;
  /** One `<li>` per entry; an empty list shows `emptyText`. */
  items: ReactNode[];
};

/** A home card with a title, a "view all" link and a short list (or its empty state). */
export function HomeListCard(props: THomeListCardProps) {
  return (
    <section className={page.card} aria-labelledby={props.titleId}>
      <div className={styles.head}>
        <h2 id={props.titleId} className={page.sectionTitle}>
          {props.title}
        </h2>
        <Link to={props.moreTo} className={styles.more}>
          {props.moreLabel}
        </Link>
      </div>
      {props.items.length === 0 ? (
        <p className={styles.empty}>{props.emptyText}</p>
      ) : (
        <ul className={styles.list}>{props.items}</ul>
      )}
    </section>
  );
}
