import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";

export function contractConsoleRoutes(_serve: TServe, _ctx: TAppContext): void {}
