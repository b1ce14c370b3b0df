import type { TSlotSymbol } from "@orchid/contract/slots";
import type { TFunction } from "i18next";

/** Symbol ids the catalogues name; a model's other symbols show the name the server sends. */
const NAMED_SYMBOLS = new Set(["W", "S", "C", "G", "B", "P", "A", "K", "Q", "J", "T", "N"]);

export function symbolName(t: TFunction, symbol: Pick<TSlotSymbol, "id" | "name">): string {
  return NAMED_SYMBOLS.has(symbol.id) ? t(`slot_symbol_${symbol.id.toLowerCase()}`) : symbol.name;
}
