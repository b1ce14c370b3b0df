import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { memberDetail } from "./member-detail-service.ts";
import { addMemberNote } from "./member-note-service.ts";
import { resetMemberPassword } from "./member-password-reset.ts";
import { setMemberProfile } from "./member-profile-service.ts";
import type { TMemberTreeHook } from "./member-tree-hook.ts";
import { moveMember } from "./member-upline.ts";
import { searchMembers, setMemberStatus } from "./members-service.ts";

/**
 * The console's members calls: search, status, and one member's page with its changes.
 * `onTreeChange` runs when an operator's change takes a member out of the agents or under another
 * upline (the agent module ends the contracts that change voids).
 */
export async function memberConsoleRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  onTreeChange: TMemberTreeHook,
): Promise<void> {
  const serve = createServe(app, ctx);

  serve("boMembers", async ({ merchant, input }) => searchMembers(ctx, merchant, input));

  serve("boMemberDetail", async ({ merchant, input }) =>
    memberDetail(ctx.database.db, merchant.id, input.memberId),
  );

  serve("boSetMemberStatus", async ({ console, input }) => setMemberStatus(ctx, console, input));

  serve("boSetMemberProfile", async ({ console, input }) =>
    setMemberProfile(ctx, console, input, onTreeChange),
  );

  serve("boResetMemberPassword", async ({ console, input }) => resetMemberPassword(ctx, console, input));

  serve("boMoveMember", async ({ console, input }) => moveMember(ctx, console, input, onTreeChange));

  serve("boAddMemberNote", async ({ console, input }) => addMemberNote(ctx, console, input));
}
