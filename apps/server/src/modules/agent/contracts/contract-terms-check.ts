import type { TAgentContractKind, TContractTerms } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { AppError } from "../../../http/app-error.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import type { TContractRow } from "./contract-repo.ts";
import { HELD_STATES } from "./contract-repo.ts";
import { exceedsTerms, limitRefusal, periodProblem } from "./contract-rules.ts";

/** The merchant's limits and the period rule; a refusal changes nothing. */
export function assertTermsAllowed(
  kind: TAgentContractKind,
  terms: TContractTerms,
  settings: TAgentContractSettings,
): void {
  const refusal = limitRefusal(kind, terms, settings);
  if (refusal) throw new AppError(refusal);
  const period = periodProblem(kind, terms);
  if (period) throw invalidField("terms.period", period);
}

/**
 * An upline offers only what it earns itself: it must hold the kind (accepted: active, a change
 * pending, or ending — all still binding) and each tier must stay within its own at that tier.
 */
export function assertWithinUpline(terms: TContractTerms, own: TContractRow | undefined): void {
  if (!own || !(HELD_STATES as readonly string[]).includes(own.state))
    throw new AppError("CONTRACT_UPLINE_HAS_NONE");
  if (exceedsTerms(terms, own.terms)) throw new AppError("CONTRACT_RATE_ABOVE_UPLINE");
}
