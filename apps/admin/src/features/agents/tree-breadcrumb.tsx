import { useTranslation } from "react-i18next";
import styles from "./agents.module.css";

/** Where the level shown sits: the top, then each agent down to the one opened (the last is here). */
export function TreeBreadcrumb(props: { path: string[]; onOpen: (parent: string) => void }) {
  const { t } = useTranslation();
  const last = props.path.length - 1;
  return (
    <nav aria-label={t("bo_agents_tree_path")}>
      <ol className={styles.crumbs} data-testid="agent-tree-path">
        <li>
          <button
            type="button"
            className={styles.linkButton}
            disabled={props.path.length === 0}
            onClick={() => props.onOpen("")}
          >
            {t("bo_agents_tree_top")}
          </button>
        </li>
        {props.path.map((username, index) => (
          <li key={username}>
            <button
              type="button"
              className={styles.linkButton}
              disabled={index === last}
              aria-current={index === last ? "location" : undefined}
              onClick={() => props.onOpen(username)}
            >
              {username}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
