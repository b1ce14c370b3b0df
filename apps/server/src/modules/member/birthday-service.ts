import { birthdayProblem } from "@orchid/contract/birthday";
import type { TMemberInfo } from "@orchid/contract/member";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import { setBirthdayOnce, type TMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { dayString, localToday } from "../wallet/index.ts";
import { presentMemberInfo } from "./member-presenter.ts";

/**
 * `PUT /wps/member/birthday`: the member's birthday, once — an adult's (18 or older on the
 * merchant's today), not in the future nor over 120 years back. A second setting answers
 * BIRTHDAY_SET: customer service changes it.
 */
export async function setBirthday(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  birthday: string,
): Promise<TMemberInfo> {
  if (member.birthday !== null) throw new AppError("BIRTHDAY_SET");
  const today = dayString(localToday(ctx.now(), merchant.timeZone));
  const problem = birthdayProblem(birthday, today);
  if (problem) throw invalidField("birthday", problem);
  if (!(await setBirthdayOnce(ctx.database.db, member.id, birthday))) throw new AppError("BIRTHDAY_SET");
  return presentMemberInfo({ ...member, birthday });
}
