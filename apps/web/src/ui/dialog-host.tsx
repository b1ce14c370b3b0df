import { useShallow } from "zustand/react/shallow";
import { shownDialogs, useDialogStore } from "./dialog-store.ts";
import { GeneralDialog } from "./general-dialog.tsx";
import { IconPopup } from "./icon-popup.tsx";

/** Renders the open dialogs of the utility, newest on top; arrival pop-ups one at a time. */
export function DialogHost() {
  const dialogs = useDialogStore(useShallow(shownDialogs));
  return (
    <>
      {dialogs.map((dialog) =>
        dialog.kind === "popup" ? (
          <IconPopup key={dialog.id} entry={dialog} />
        ) : (
          <GeneralDialog key={dialog.id} entry={dialog} />
        ),
      )}
    </>
  );
}
