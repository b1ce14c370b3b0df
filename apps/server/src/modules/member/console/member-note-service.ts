import type { TBoMemberDetail, TBoMemberNoteRequest } from "@orchid/contract/backoffice-members";
import type { TAppContext } from "../../../app-context.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import { memberDetail, requireConsoleMember } from "./member-detail-service.ts";
import { insertMemberNote } from "./member-notes-repo.ts";

/** `POST /bo/members/notes`: keeps an operator's note on a member; answers the member's page. */
export async function addMemberNote(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TBoMemberNoteRequest,
): Promise<TBoMemberDetail> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const member = await requireConsoleMember(db, merchant.id, input.memberId);
  await db.transaction(async (tx) => {
    const noteId = await insertMemberNote(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      operatorId: found.operator.id,
      text: input.text,
      createdAt: client.at,
    });
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "members.note",
        outcome: "ok",
        targetType: "member",
        targetId: member.id,
        before: null,
        after: { noteId, text: input.text },
      },
      client,
    );
  });
  return memberDetail(db, merchant.id, member.id);
}
