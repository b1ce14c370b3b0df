/** The label key of an account type: agents (1, 2, 41, 42) or a member. */
export function accountTypeKey(type: number): string {
  return [1, 2, 41, 42].includes(type) ? "agc_type_agent" : "agc_type_member";
}
