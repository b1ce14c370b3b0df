/** The console's rule for an operator password (the server checks the same): 10+ with letters and digits. */
export function isOperatorPassword(password: string): boolean {
  return password.length >= 10 && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}
