/**
 * Who may run what, and whose hand sends a command. The director runs everything from their own
 * window (the desktop app, browser mode on 127.0.0.1, the command line); an arbiters' station
 * joined on the venue's network has the role the director gave it, and runs only the commands
 * whose registry entry declares that role (`service/core/command-facts.ts`, `allowedFor`):
 * `dispatch` refuses every other one before anything runs (`not-allowed`), whatever the screen
 * shows.
 */

/**
 * The director; `saisie`: a station that enters and corrects the results of the round, and
 * nothing else; `table`: a phone at a table, holding only its match sheet's code, which may read
 * that table's two names and propose its result — a proposal, which a director's or a station's
 * hand validates.
 */
export const ROLES = ['director', 'saisie', 'table'] as const;
export type Role = (typeof ROLES)[number];

/** The roles the director may give a station that joined: a phone at a table is no station. */
export const STATION_ROLES = ['saisie'] as const;
export type StationRole = (typeof STATION_ROLES)[number];

/** The roles a hand may be refused a command under (`not-allowed`): every role but the director's. */
export type RefusedRole = Exclude<Role, 'director'>;

/**
 * The hand that sends a command: its role, and the station's name (« Arbitre 2 ») that the
 * change log, Résultats and `sclassic log` show; null for the director's own windows, which the
 * file records as null.
 */
export interface Hand {
  readonly role: Role;
  readonly name: string | null;
}

/** The director's own hand: every transport's but the stations' listener. */
export const DIRECTOR: Hand = Object.freeze({ role: 'director', name: null });

/** A phone at a table, as the stations' listener sends its requests: it names nobody. */
export const TABLE_PHONE: Hand = Object.freeze({ role: 'table', name: null });
