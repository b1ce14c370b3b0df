/**
 * The machine's Debian Chromium, never a browser Playwright downloads. `--user-data-dir` must not
 * be passed to `launch()`: Playwright gives every context its own fresh profile.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
