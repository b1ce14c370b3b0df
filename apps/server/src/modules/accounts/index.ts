// The public entry of the accounts module: member account rows and the change log that tells
// caches a member or session changed. Nothing else of accounts is imported from outside it
// (checked by npm run lint:deps).
export {
  CHANGE_SETTLE_MS,
  currentStamp,
  everyMemberChanged,
  lastChange,
  memberChanged,
  sessionChanged,
} from "./account-changes.ts";
export {
  findAgentByAffiliateCode,
  findMemberById,
  findMemberByMobile,
  findMemberByReferralCode,
  findMemberByUsername,
  insertMember,
  isUniqueViolation,
  setBirthdayOnce,
  type TMember,
  updateMember,
} from "./member-repo.ts";
