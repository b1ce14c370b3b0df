import type { TCustomerService } from "@orchid/contract/system";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import { openCustomerService } from "./open-customer-service.ts";

/** Opens the merchant's first customer-service channel (live chat when there is one). */
export function CustomerServiceButton({ links }: { links: TCustomerService[] }) {
  const { t } = useTranslation();
  const first = links[0];
  return (
    <button
      type="button"
      className={buttonStyles.gold}
      data-testid="customer-service-button"
      disabled={!first}
      title={first ? first.title : t("cs_unavailable")}
      onClick={() => first && openCustomerService(first)}
    >
      {t("cs_contact")}
    </button>
  );
}
