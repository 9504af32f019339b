/** The smallest words the catalogues share across languages: a time of day, a list, a text shortened. */

/** The time of a change, as the director's clock shows it: « 14:02 ». */
export function clockTime(at: string): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** A list with its last item joined by `and` (« a, b et c », "a, b and c"). */
export const listJoinedBy =
  (and: string) =>
  (items: readonly string[]): string =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/** A text too long to quote whole (a name of 300 characters): its first 40, and « … ». */
export const shortened = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
