import type { TDepositChannel } from "@orchid/contract/payments";
import { useTranslation } from "react-i18next";
import centre from "../../../ui/centre-page.module.css";
import { amountInputText, parseAmount } from "../../wallet/parse-amount.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { quickAmounts } from "./channel-fee.ts";

type TQuickAmountsProps = { channel: TDepositChannel; value: string; onPick: (text: string) => void };

/** Quick-amount chips inside the channel's range; the chip matching the typed amount is pressed. */
export function QuickAmounts({ channel, value, onPick }: TQuickAmountsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const typed = parseAmount(value).minor;
  return (
    <fieldset className={`${centre.group} ${centre.chips}`}>
      <legend className="visually-hidden">{t("deposit_quick_amounts")}</legend>
      {quickAmounts(channel).map((minor) => (
        <button
          key={minor}
          type="button"
          className={centre.chip}
          aria-pressed={typed === minor}
          data-testid={`deposit-quick-${minor}`}
          onClick={() => onPick(amountInputText(minor))}
        >
          {money.plain(minor)}
        </button>
      ))}
    </fieldset>
  );
}
