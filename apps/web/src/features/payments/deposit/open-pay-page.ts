/**
 * Opens a gateway's pay page in a new tab, cut off from this page (no `opener`). Answers false
 * when the browser blocked the pop-up, so the page can offer a link instead.
 */
export function openPayPage(payUrl: string): boolean {
  const opened = window.open(payUrl, "_blank");
  if (!opened) return false;
  opened.opener = null;
  return true;
}
