import { lazy, Suspense } from "react";
import { useDialogStore } from "./dialog-store.ts";

const DialogHost = lazy(() => import("./dialog-host.tsx").then((m) => ({ default: m.DialogHost })));

/** Loads the dialog code only once a dialog is asked for; the home page pays nothing before. */
export function DialogOutlet() {
  const hasDialogs = useDialogStore((state) => state.dialogs.length > 0);
  if (!hasDialogs) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
