import type { ReactNode } from "react";
import { Link } from "react-router";
import page from "../../ui/page.module.css";
import styles from "./home-lists.module.css";

type THomeListCardProps = {
  titleId: string;
  title: string;
  /** A "view all" link, when the list has a page of its own. */
  more?: { to: string; label: string };
  emptyText: string;
  /** Shown above a list that has entries (column labels). */
  head?: ReactNode;
  /** One `<li>` per entry; an empty list shows `emptyText`. */
  items: ReactNode[];
};

/** A home card with a title, a "view all" link when there is a page, and a short list (or its empty state). */
export function HomeListCard(props: THomeListCardProps) {
  return (
    <section className={page.card} aria-labelledby={props.titleId}>
      <div className={styles.head}>
        <h2 id={props.titleId} className={page.sectionTitle}>
          {props.title}
        </h2>
        {props.more && (
          <Link to={props.more.to} className={styles.more}>
            {props.more.label}
          </Link>
        )}
      </div>
      {props.items.length === 0 ? (
        <p className={styles.empty}>{props.emptyText}</p>
      ) : (
        <>
          {props.head}
          <ul className={styles.list}>{props.items}</ul>
        </>
      )}
    </section>
  );
}
