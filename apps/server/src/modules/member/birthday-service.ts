import { BIRTHDAY_MIN_AGE, type TMemberInfo } from "@orchid/contract/member";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import { setBirthdayOnce, type TMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { dayString, localToday } from "../wallet/index.ts";
import { presentMemberInfo } from "./member-presenter.ts";

/** No one this old plays: a birthday before it is a typing mistake. */
const MAX_AGE = 120;

/** The date `years` years before a yyyy-MM-dd day (29 February falls back to the 28th). */
function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year - years, month - 1, date));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

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
  if (birthday > today || birthday < yearsBefore(today, MAX_AGE))
    throw invalidField("birthday", "err_birthday_invalid");
  if (birthday > yearsBefore(today, BIRTHDAY_MIN_AGE))
    throw invalidField("birthday", "err_birthday_under_age");
  if (!(await setBirthdayOnce(ctx.database.db, member.id, birthday))) throw new AppError("BIRTHDAY_SET");
  return presentMemberInfo({ ...member, birthday });
}
