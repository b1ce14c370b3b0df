import { beforeAll, inject } from "vitest";
import { MIDNIGHT_MARGIN_MS, waitBeforeStart } from "./clear-of-midnight.ts";

/**
 * Setup file of the integration projects. Rows are stamped by the database's clock (`now()`)
 * and "today" is read from the server's, in the merchant's time zone; freezing the server's clock
 * would split the two. So a file about to start within a minute of a seeded merchant's midnight
 * waits until the new day has begun, and every "today" in it means the same day.
 */
beforeAll(async () => {
  const wait = waitBeforeStart(inject("merchantTimeZones"), new Date());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}, MIDNIGHT_MARGIN_MS + 10_000);
