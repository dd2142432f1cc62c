/**
 * One payment reference, however it is typed: what the reuse check and the bank
 * statement match compare. A bank reference is its digits without leading zeros
 * (`0012-345678` ≡ `12345678`); a reference of a payment without bank (a Zelle
 * confirmation code) is its letters and digits, upper-cased.
 */
export function normalizeReference(reference: string, withBank: boolean): string {
  const letters = reference.replace(/[^0-9a-z]/gi, '').toUpperCase();
  if (!withBank) return letters;
  // A bank reference without digits (the form allows letters) keeps its letters.
  return reference.replace(/\D/g, '').replace(/^0+(?=\d)/, '') || letters;
}
