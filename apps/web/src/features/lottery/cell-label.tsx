import { useTranslation } from "react-i18next";
import { DiceFace } from "./dice-face.tsx";
import type { TCellLabel } from "./picker-spec.ts";

/** A pick button's or a grid row's label: a number, a translated word or dice faces. */
export function CellLabel({ label, diceSize = 22 }: { label: TCellLabel; diceSize?: number }) {
  const { t } = useTranslation();
  switch (label.kind) {
    case "text":
      return <>{label.text}</>;
    case "key":
      return <>{t(label.key, label.values)}</>;
    case "dice":
      return (
        <span aria-label={label.faces.join(" ")} role="img">
          {[...label.faces.entries()].map(([place, face]) => (
            <DiceFace key={place} face={face} size={diceSize} />
          ))}
        </span>
      );
  }
}
