// The public entry of the activity module: what members did (settled play, credited deposits,
// registrations), appended by the halls, payments and registration in their own transactions and
// taken once by the engagement job (decisions/0022). Nothing else of activity is imported from
// outside it (checked by npm run lint:deps).
export {
  recordDeposit,
  recordLogin,
  recordPlay,
  recordPlays,
  recordRegistration,
  type TActivityEvent,
  type TPlayActivity,
  takeActivity,
} from "./activity-repo.ts";
export { addRollups, type TRollupRow } from "./play-rollups.ts";
