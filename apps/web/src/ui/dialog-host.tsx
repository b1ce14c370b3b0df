import { GeneralDialog } from "./general-dialog.tsx";
import { IconPopup } from "./icon-popup.tsx";
import { useDialogStore } from "./dialog-store.ts";

/** Renders every open dialog of the utility, newest on top. */
export function DialogHost() {
  const dialogs = useDialogStore((state) => state.dialogs);
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
