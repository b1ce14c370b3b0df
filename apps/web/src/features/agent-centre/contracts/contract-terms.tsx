import type { TContractTerms } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import centre from "../../../ui/centre-page.module.css";
import { TiersTable } from "./tiers-table.tsx";

/** A contract's terms: the dividend period when there is one, then the tiers. */
export function ContractTerms({ terms, testId }: { terms: TContractTerms; testId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {terms.period && (
        <p className={centre.muted}>
          {t("agc_dividend_period", { period: t(`agc_div_period_${terms.period}`) })}
        </p>
      )}
      <TiersTable tiers={terms.tiers} hasLoss={terms.period !== undefined} testId={testId} />
    </>
  );
}
