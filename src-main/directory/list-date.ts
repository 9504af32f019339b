/**
 * The date of a rating list is a calendar day of the director's, not of UTC: "today" in the page's
 * date box and in the service's check must agree, and a list dated today just after midnight in
 * Europe is not "in the future".
 */

/** AAAA-MM-JJ of a moment, in this machine's time zone. */
export function localDate(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}
