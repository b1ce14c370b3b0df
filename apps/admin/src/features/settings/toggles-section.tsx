import { enabledToggles, SETTING_TOGGLES, type TSettingsNode } from "@orchid/contract/settings-toggles";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import pageStyles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";
import styles from "./toggles-section.module.css";

type TToggleChange = ReturnType<typeof useConsoleChange<"boSetToggle">>;

/** The settings tree as switches: one card per top-level node, its children nested below it. */
export function TogglesSection({ settings }: TSettingsSectionProps) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetToggle", { refresh: ["boSettings"] });
  const effective = enabledToggles(settings.settingsTree);

  if (settings.settingsTree.length === 0) return <p className="muted">{t("bo_empty")}</p>;
  return (
    <div className="stack">
      <p className={`muted ${pageStyles.note}`}>{t("bo_settings_toggles_hint")}</p>
      <div className={styles.groups}>
        {settings.settingsTree.map((group) => (
          <section key={group.modId} className="card" aria-label={toggleName(t, group.modId)}>
            <ToggleItem node={group} effective={effective} change={change} isGroup />
          </section>
        ))}
      </div>
    </div>
  );
}

/** The translated name of a toggle; unknown ones fall back to the contract's English name or the id. */
function toggleName(t: ReturnType<typeof useTranslation>["t"], modId: string): string {
  const english = (SETTING_TOGGLES as Record<string, string>)[modId];
  return t(`bo_toggle_${modId.toLowerCase()}`, { defaultValue: english ?? modId });
}

function ToggleItem(props: {
  node: TSettingsNode;
  effective: Set<string>;
  change: TToggleChange;
  isGroup?: boolean;
}) {
  const { t } = useTranslation();
  const { node, effective, change } = props;
  const isOn = node.enabled === "1";
  const isBlocked = isOn && !effective.has(node.modId);
  return (
    <div className={props.isGroup ? styles.group : styles.item}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={isOn}
          className={styles.switch}
          checked={isOn}
          disabled={change.isPending}
          onChange={(event) => change.run({ modId: node.modId, enabled: event.target.checked })}
        />
        <span className={styles.toggleText}>
          <span className={props.isGroup ? styles.groupName : undefined}>{toggleName(t, node.modId)}</span>
          <code className={styles.modId}>{node.modId}</code>
          {isBlocked && <span className="badge badge-warn">{t("bo_settings_toggle_parent_off")}</span>}
        </span>
      </label>
      {node.childrenNodes.length > 0 && (
        <ul className={styles.children}>
          {node.childrenNodes.map((child) => (
            <li key={child.modId}>
              <ToggleItem node={child} effective={effective} change={change} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
