import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";

export async function agentConsoleRoutes(_app: FastifyInstance, _ctx: TAppContext): Promise<void> {}
