import type { TMemberInfo } from "@orchid/contract/member";
import type { TMember } from "../accounts/index.ts";
import { maskEmail, maskMobile } from "../session/index.ts";

/** The member info of spec §3 and what the security centre shows; nothing else leaves. */
export function presentMemberInfo(member: TMember): TMemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineId !== null && member.type !== 4,
    clubLabel: member.clubLabel ? { labelName: member.clubLabel, rankLevel: member.rankLevel } : null,
    memberLabel: member.labels.map((labelName) => ({ labelName })),
    mobileMasked: maskMobile(member.mobileE164),
    emailMasked: maskEmail(member.email),
    hasTotp: member.totpEnabledAt !== null,
    trialCredit: member.trialCreditMinor === null ? null : Number(member.trialCreditMinor) / 100,
    birthday: member.birthday,
  };
}

const AVATAR_COLOURS = [
  "#c2185b",
  "#7b1fa2",
  "#303f9f",
  "#0288d1",
  "#00796b",
  "#689f38",
  "#f57c00",
  "#5d4037",
];

/** The member's icon: an SVG disc with the first letter of the nickname. */
export function memberIconSvg(member: TMember): string {
  const letter = ([...member.nickname][0] ?? "?").toUpperCase().replace(/[<>&"']/g, "?");
  const colour = AVATAR_COLOURS[member.id % AVATAR_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="42" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
}
