import table from "../member-centre/centre-table.module.css";
import { useMoney } from "../wallet/use-money.ts";
import { toneOf } from "./money-tone.ts";

/**
 * A records table's money cell (a stacked card's line on narrow screens): the amount in the
 * visitor's locale, end-aligned; a signed one carries its sign and symbol, green for a gain and
 * red for a loss.
 */
export function MoneyCell(props: { label: string; minor: number; isSigned?: boolean; testId?: string }) {
  const money = useMoney();
  const tone = props.isSigned ? ` ${toneOf(props.minor)}` : "";
  return (
    <td data-label={props.label} className={`${table.end} ${table.num}${tone}`} data-testid={props.testId}>
      {props.isSigned ? money.signed(props.minor) : money.plain(props.minor)}
    </td>
  );
}
