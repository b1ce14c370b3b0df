import type { TServe } from "../../../http/serve.ts";
import type { SlotGames } from "./slot-service.ts";

/** Orchid's own slots: their page calls with the launch token alone (no member session header). */
export function slotRoutes(serve: TServe, slots: SlotGames): void {
  serve("slotSession", async ({ input }) => slots.session(input.token));
  serve("slotSpin", async ({ input }) => slots.spin(input));
  serve("slotHistory", async ({ input }) => slots.history(input.token));
}
