import type { TContractTier } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import table from "../../member-centre/centre-table.module.css";
import { RecordsTableHead } from "../../records/records-table-head.tsx";
import { useFigures } from "../use-figures.ts";

const END_COLUMNS = ["rate", "minValidBet", "minActiveMembers", "minLoss"] as const;

/** A contract's tiers: rate as a percentage, the valid bet, active members and (dividends) loss to reach. */
export function TiersTable({
  tiers,
  hasLoss,
  testId,
}: {
  tiers: readonly TContractTier[];
  hasLoss: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const figures = useFigures();
  const labels = {
    tier: t("agc_tier"),
    rate: t("agc_tier_rate"),
    minValidBet: t("agc_tier_min_bet"),
    minActiveMembers: t("agc_tier_min_active"),
    minLoss: t("agc_tier_min_loss"),
  };
  // The loss column only for dividends, whose tiers weigh the team's loss.
  const { minLoss, ...withoutLoss } = labels;
  const heads: Record<string, string> = hasLoss ? labels : withoutLoss;
  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid={testId}>
        <RecordsTableHead<string> labels={heads} endColumns={END_COLUMNS} />
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={tier.rateBp}>
              <td data-label={labels.tier} className={table.num}>
                {index + 1}
              </td>
              <td data-label={labels.rate} className={`${table.end} ${table.num}`}>
                {figures.rate(tier.rateBp)}
              </td>
              <td data-label={labels.minValidBet} className={`${table.end} ${table.num}`}>
                {figures.withSymbol(tier.minValidBet)}
              </td>
              <td data-label={labels.minActiveMembers} className={`${table.end} ${table.num}`}>
                {figures.count(tier.minActiveMembers)}
              </td>
              {hasLoss && (
                <td data-label={minLoss} className={`${table.end} ${table.num}`}>
                  {figures.withSymbol(tier.minLoss)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
