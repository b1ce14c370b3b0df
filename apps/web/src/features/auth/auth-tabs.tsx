import styles from "../../ui/auth-form.module.css";

type TTab<T extends string> = { id: T; label: string };

/** The tab strip of the account modals (username / mobile, email / mobile). */
export function AuthTabs<T extends string>(props: { tabs: TTab<T>[]; active: T; onChange: (id: T) => void }) {
  if (props.tabs.length < 2) return null;
  return (
    <div className={styles.tabs} role="tablist">
      {props.tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab.id === props.active}
          data-testid={`tab-${tab.id}`}
          onClick={() => props.onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
