import { useDialogStore } from "./dialog-store.ts";
import { GeneralDialog } from "./general-dialog.tsx";
import { IconPopup } from "./icon-popup.tsx";

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
