import type { TBoGameVendor } from "@orchid/contract/backoffice-games";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "./select-filter.tsx";

/** The vendor filter of a games screen: every vendor by name, or all of them. */
export function VendorFilter(props: {
  vendors: TBoGameVendor[];
  value: string;
  onChange: (vendorCode: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectFilter
      label={t("bo_games_vendor")}
      value={props.value}
      options={props.vendors.map((vendor) => ({ value: vendor.code, label: vendor.name }))}
      onChange={props.onChange}
      testId={props.testId}
    />
  );
}
