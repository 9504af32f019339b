/** What an input gives and what it leaves out: a field left out keeps what the file has. */

/** Only the values given: the rest keep what the file has. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
