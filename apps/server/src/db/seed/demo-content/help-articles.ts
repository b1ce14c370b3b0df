import { HELP_ABOUT } from "./help-about.ts";
import { HELP_ACCOUNT } from "./help-account.ts";
import { HELP_GAMES } from "./help-games.ts";
import { HELP_PAYMENTS } from "./help-payments.ts";
import { HELP_SAFETY } from "./help-safety.ts";
import { HELP_TERMS } from "./help-terms.ts";
import type { TDemoHelpArticle } from "./types.ts";

/** The help centre: ten categories, ordered by `sort`. */
export const DEMO_HELP: TDemoHelpArticle[] = [
  ...HELP_ABOUT,
  ...HELP_ACCOUNT,
  ...HELP_PAYMENTS,
  ...HELP_GAMES,
  ...HELP_SAFETY,
  ...HELP_TERMS,
].sort((a, b) => a.sort - b.sort);
