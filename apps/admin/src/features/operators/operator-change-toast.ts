import type { TBoOperatorChange } from "@orchid/contract/backoffice-operators";

/**
 * The toast after an operator change: done now (`doneKey`), or sent to the approvals queue when
 * it is a four-eyes change (adding, a role raise, another operator's password or authenticator).
 */
export function operatorChangeToast(doneKey: string) {
  return (value: TBoOperatorChange) => ({ key: value.approval ? "bo_operators_sent_for_approval" : doneKey });
}
