import { useTranslation } from "react-i18next";

/** The catalogue prefix of a family's bet type help: both Vietnamese families share theirs. */
function helpPrefix(family: string): string {
  return family.startsWith("vn_") ? "vn" : family;
}

/**
 * A bet type's name (`lott_bet_<code>`) and what it bets on (`lott_help_<family>_<code>`), in
 * the member's language; a bet type the catalogue does not know yet shows its code.
 */
export function useBetTypeText() {
  const { t } = useTranslation();
  return {
    name: (code: string) => t(`lott_bet_${code}`, { defaultValue: code }),
    help: (family: string, code: string) =>
      t(`lott_help_${helpPrefix(family)}_${code}`, { defaultValue: "" }),
  };
}
