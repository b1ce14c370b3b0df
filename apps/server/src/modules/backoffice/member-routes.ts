import {
  ZBoMemberDetailQuery,
  ZBoMemberNoteRequest,
  ZBoMemberPasswordRequest,
  ZBoMemberProfileRequest,
  ZBoMemberSearch,
  ZBoMemberStatusRequest,
  ZBoMemberUplineRequest,
} from "@orchid/contract/backoffice-members";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import type { TGate } from "./console-gate.ts";
import { memberDetail } from "./member-detail-service.ts";
import { addMemberNote } from "./member-note-service.ts";
import { resetMemberPassword } from "./member-password-reset.ts";
import { setMemberProfile } from "./member-profile-service.ts";
import { moveMember } from "./member-upline.ts";
import { searchMembers, setMemberStatus } from "./members-service.ts";

/** Members of the merchant: search, status, and one member's page with its changes. */
export async function consoleMemberRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/members", async (request) => {
    const { merchant } = await gate(request, "members.read", "members.search");
    return ok(await searchMembers(ctx, merchant, ZBoMemberSearch.parse(request.query)));
  });

  app.get("/bo/members/detail", async (request) => {
    const { merchant } = await gate(request, "members.read", "members.detail");
    const { memberId } = ZBoMemberDetailQuery.parse(request.query);
    return ok(await memberDetail(ctx.database.db, merchant.id, memberId));
  });

  app.put("/bo/members/status", async (request) => {
    const { found, merchant, client } = await gate(request, "members.write", "members.status");
    return ok(
      await setMemberStatus(ctx, found, merchant, ZBoMemberStatusRequest.parse(request.body), client),
    );
  });

  app.put("/bo/members/profile", async (request) => {
    const { found, merchant, client } = await gate(request, "members.write", "members.profile");
    return ok(
      await setMemberProfile(ctx, found, merchant, ZBoMemberProfileRequest.parse(request.body), client),
    );
  });

  app.put("/bo/members/password", async (request) => {
    const { found, merchant, client } = await gate(request, "members.write", "members.password");
    return ok(
      await resetMemberPassword(ctx, found, merchant, ZBoMemberPasswordRequest.parse(request.body), client),
    );
  });

  app.put("/bo/members/upline", async (request) => {
    const { found, merchant, client } = await gate(request, "members.write", "members.upline");
    return ok(await moveMember(ctx, found, merchant, ZBoMemberUplineRequest.parse(request.body), client));
  });

  app.post("/bo/members/notes", async (request) => {
    const { found, merchant, client } = await gate(request, "members.write", "members.note");
    return ok(await addMemberNote(ctx, found, merchant, ZBoMemberNoteRequest.parse(request.body), client));
  });
}
