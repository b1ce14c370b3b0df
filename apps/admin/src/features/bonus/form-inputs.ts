/**
 * The common attributes of the campaign form's typed inputs: a money amount in major units or a
 * whole number, marked invalid when its field has an error.
 */
export function moneyInput(errorKey: string | undefined, testId: string) {
  return {
    className: "input mono",
    inputMode: "decimal" as const,
    autoComplete: "off",
    placeholder: "0.00",
    maxLength: 20,
    "aria-invalid": Boolean(errorKey),
    "data-testid": testId,
  };
}

export function wholeInput(errorKey: string | undefined, testId: string, maxLength = 7) {
  return {
    className: "input mono",
    inputMode: "numeric" as const,
    autoComplete: "off",
    maxLength,
    "aria-invalid": Boolean(errorKey),
    "data-testid": testId,
  };
}
