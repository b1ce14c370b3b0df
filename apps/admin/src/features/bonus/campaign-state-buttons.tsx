import type { TCampaign } from "@orchid/contract/bonus";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { STATE_CHANGED_KEYS } from "./bonus-vocabulary.ts";
import { stateActionsOf } from "./campaign-rules.ts";

/** Start, pause, resume or end a campaign, as its state allows; ending cannot be undone, so it is pressed twice. */
export function CampaignStateButtons(props: { campaign: TCampaign }) {
  const { t } = useTranslation();
  const { campaign } = props;
  const change = useConsoleChange("boCampaignState", {
    refresh: ["boCampaigns", "boCampaignResults"],
    successKey: (after) => ({ key: STATE_CHANGED_KEYS[after.state] }),
  });
  return (
    <>
      {stateActionsOf(campaign.state).map((action) =>
        action.isFinal ? (
          <ConfirmButton
            key={action.state}
            className="btn btn-small btn-danger"
            disabled={change.isPending}
            onConfirm={() => change.run({ id: campaign.id, state: action.state })}
            testId={`bonus-campaign-${campaign.id}-${action.state}`}
          >
            {t(action.key)}
          </ConfirmButton>
        ) : (
          <button
            key={action.state}
            type="button"
            className="btn btn-small"
            disabled={change.isPending}
            onClick={() => change.run({ id: campaign.id, state: action.state })}
            data-testid={`bonus-campaign-${campaign.id}-${action.state}`}
          >
            {t(action.key)}
          </button>
        ),
      )}
    </>
  );
}
