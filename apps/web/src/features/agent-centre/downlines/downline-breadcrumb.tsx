import { useTranslation } from "react-i18next";
import styles from "../agent-centre.module.css";

/**
 * Where the drill-down stands: the agent first (its own direct downlines), then each member
 * opened on the way down; every step but the last opens that level again.
 */
export function DownlineBreadcrumb({
  path,
  onOpen,
}: {
  path: readonly string[];
  onOpen: (parent?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("agc_downline_path")}>
      <ol className={styles.crumbs} data-testid="downline-path">
        {path.map((username, index) => {
          const isLast = index === path.length - 1;
          const parent = index === 0 ? undefined : username;
          return (
            <li key={username}>
              {isLast ? (
                <bdi aria-current="page">{username}</bdi>
              ) : (
                <button type="button" className={styles.linkButton} onClick={() => onOpen(parent)}>
                  <bdi>{username}</bdi>
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
