import { beforeEach, describe, expect, it } from "vitest";
import { closeDialog, holdArrivals, showDialog, shownDialogs, useDialogStore } from "./dialog-store.ts";

const shownNames = () => shownDialogs(useDialogStore.getState()).map((dialog) => dialog.name);

describe("arrival pop-ups", () => {
  beforeEach(() => useDialogStore.setState({ dialogs: [], arrivalHolds: 0 }));

  it("show one at a time, in order", () => {
    const first = showDialog({ name: "first", isArrival: true });
    showDialog({ name: "second", isArrival: true });
    expect(shownNames()).toEqual(["first"]);
    closeDialog(first ?? 0);
    expect(shownNames()).toEqual(["second"]);
  });

  it("wait while a warning is open and while an arrival check holds them", () => {
    const release = holdArrivals();
    showDialog({ name: "popup", isArrival: true });
    expect(shownNames()).toEqual([]);
    const warning = showDialog({ name: "warning" });
    release();
    release();
    expect(useDialogStore.getState().arrivalHolds).toBe(0);
    expect(shownNames()).toEqual(["warning"]);
    closeDialog(warning ?? 0);
    expect(shownNames()).toEqual(["popup"]);
  });
});
