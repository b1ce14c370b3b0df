import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { campaignName, isManuallyGrantable } from "./campaign-rules.ts";

/** The most campaigns the grant screen's choices list (the newest; the server answers at most 100 a page). */
const CHOICES_MAX = 100;

/**
 * The merchant's campaigns as choices: every one (the grants filter) and the manual ones that run
 * now (the manual grant form), each named in the console's language with its number and carrying
 * what it gives (the manual grant form asks an amount only for bonus money).
 */
export function useCampaignOptions() {
  const language = useConsoleStore((state) => state.language);
  const query = useConsoleQuery("boCampaigns", { page: 1, pageSize: CHOICES_MAX });
  const rows = query.data?.rows ?? [];
  const optionOf = (campaign: (typeof rows)[number]) => ({
    value: String(campaign.id),
    label: `${campaignName(campaign.name, language)} (#${campaign.id})`,
    reward: campaign.reward,
    wagering: campaign.wagering,
    gameName: campaign.gameName,
  });
  const now = new Date();
  return {
    all: rows.map(optionOf),
    manual: rows.filter((campaign) => isManuallyGrantable(campaign, now)).map(optionOf),
    isPending: query.isPending,
  };
}
