/** What a players file or rating list lacks, said in French. */
import type { ColumnRole } from '../import/column-roles.ts';
import { COLUMN_ROLE_FR } from '../service/schemas.ts';

/** "Dans « liste.csv » (colonnes : A, B), aucune colonne ne contient « nom » ni « cote »." */
export function missingColumnsFr(
  fileName: string,
  header: readonly string[] | null,
  missing: readonly ColumnRole[],
): string {
  const headers = header === null ? '' : ` (colonnes : ${header.join(', ')})`;
  return `Dans « ${fileName} »${headers}, aucune colonne ne contient ${missing.map((r) => `« ${COLUMN_ROLE_FR[r]} »`).join(' ni ')}.`;
}
