/** Every printed document, by name: what the service and the CLI offer. */
export const PRINTABLE_DOCUMENTS = [
  'match-sheets',
  'score-sheets',
  'pairings',
  'explanations',
  'standings',
  'bulletin',
  'ratings',
  'audit',
  'live-poster',
] as const;
export type PrintableDocument = (typeof PRINTABLE_DOCUMENTS)[number];

/** What the tournament file alone prints: the live results' poster needs them turned on, in the app. */
export const FILE_DOCUMENTS = PRINTABLE_DOCUMENTS.filter(
  (document): document is Exclude<PrintableDocument, 'live-poster'> => document !== 'live-poster',
);

/** The tournament's name as the start of a file name: what no file system refuses. */
export function fileNameBase(tournament: string): string {
  return tournament.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'tournoi';
}

/** The file name a document is saved under, in French. */
export function documentFileName(document: PrintableDocument, tournament: string, round: number | null): string {
  const base = fileNameBase(tournament);
  const what: Record<PrintableDocument, string> = {
    'match-sheets': 'feuilles de match',
    'score-sheets': 'feuilles de marque',
    pairings: 'appariements',
    explanations: 'pourquoi chaque match',
    standings: 'classement',
    bulletin: 'bulletin des résultats',
    ratings: 'estimation des cotes',
    audit: 'rapport de vérification',
    'live-poster': 'affiche des résultats en direct',
  };
  return `${base} - ${what[document]}${round === null ? '' : ` ronde ${round}`}.pdf`;
}
