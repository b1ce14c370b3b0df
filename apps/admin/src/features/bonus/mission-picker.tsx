import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { QueryState } from "../../ui/query-state.tsx";
import { missionTextIn } from "../missions/mission-text.ts";
import styles from "./bonus.module.css";

/**
 * The missions whose completion grants a "mission done" campaign, ticked from the merchant's
 * missions; none ticked: any mission. A ticked mission no longer listed (removed since) stays
 * ticked by its number until unticked.
 */
export function MissionPicker(props: {
  value: number[];
  onChange: (missionIds: number[]) => void;
  errorKey?: string;
}) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const query = useConsoleQuery("boMissions");
  const chosen = new Set(props.value);

  function toggle(id: number, isTicked: boolean) {
    const next = new Set(chosen);
    if (isTicked) next.add(id);
    else next.delete(id);
    props.onChange([...next].sort((a, b) => a - b));
  }

  return (
    <fieldset className={styles.plain} data-testid="bonus-missions">
      <legend className="muted">{t("bo_bonus_missions")}</legend>
      <p className={styles.note} aria-live="polite" data-testid="bonus-missions-chosen">
        {props.value.length === 0
          ? t("bo_bonus_missions_any")
          : t("bo_bonus_missions_chosen", { number: props.value.length })}
      </p>
      <QueryState query={query}>
        {(missions) => {
          const listed = new Set(missions.map((mission) => mission.id));
          const gone = props.value.filter((id) => !listed.has(id));
          if (missions.length === 0 && gone.length === 0)
            return <p className="muted">{t("bo_bonus_missions_none")}</p>;
          return (
            <div className={styles.missions}>
              {missions.map((mission) => (
                <label key={mission.id} className="check">
                  <input
                    type="checkbox"
                    checked={chosen.has(mission.id)}
                    onChange={(event) => toggle(mission.id, event.target.checked)}
                    data-testid={`bonus-mission-${mission.id}`}
                  />
                  {missionTextIn(mission.name, language) || `#${mission.id}`}
                  {!mission.enabled && <span className="muted"> ({t("bo_bonus_mission_off")})</span>}
                </label>
              ))}
              {gone.map((id) => (
                <label key={id} className="check">
                  <input
                    type="checkbox"
                    checked
                    onChange={(event) => toggle(id, event.target.checked)}
                    data-testid={`bonus-mission-${id}`}
                  />
                  {t("bo_bonus_mission_gone", { id })}
                </label>
              ))}
            </div>
          );
        }}
      </QueryState>
      {props.errorKey && (
        <p className="field-error" role="alert">
          {t(props.errorKey)}
        </p>
      )}
    </fieldset>
  );
}
