/**
 * A player's fields as typed, in the registration line or in a registered player's line being
 * edited: the text of the boxes (the name aside: NOM and Prénom for a new player, the whole name
 * for a registered one), the refusals shown next to them, and whether the service offers to
 * confirm a homonym or a look-alike. The rating and the birth year are read here before anything is sent.
 */
import { fromStore } from 'svelte/store';
import { ApiError } from '../../lib/api.ts';
import { refusal } from '../../lib/app-state.svelte.ts';
import { t } from '../../lib/i18n.ts';
import { PLAYER_FIELDS, readTypedNumbers, type TypedNumbers } from './typed-numbers.ts';

export type RatingType = 'PL' | 'PL*';

export interface PlayerFieldValues {
  club: string;
  rating: string;
  ratingType: RatingType;
  licence: string;
  category: string;
  birthYear: string;
}

/** A registration to start from: a registered player, or a player of the directory. */
export interface PlayerFieldSource {
  club: string;
  /** null: an unrated newcomer, whose box stays empty (« NC » shows in it). */
  rating: number | null;
  ratingType: RatingType;
  licence: string;
  category: string;
  birthYear: number | null;
}

const emptyValues = (): PlayerFieldValues => ({
  club: '',
  rating: '',
  ratingType: 'PL',
  licence: '',
  category: '',
  birthYear: '',
});

export class PlayerForm {
  readonly #t = fromStore(t);

  values = $state<PlayerFieldValues>(emptyValues());
  /** A refusal by the box it names (name, club, rating, ratingType, licence, category, birthYear). */
  errors = $state<Record<string, string>>({});
  /** A refusal that names no box of the form. */
  general = $state<string | null>(null);
  /** The name is, or looks like, another registered player's: the director may confirm another player. */
  homonym = $state(false);
  /** It only looks like it (the Cyrillic « ТОМ » and « TOM »): the confirmation says so. */
  lookalike = $state(false);

  fill(from: PlayerFieldSource): void {
    this.values = {
      club: from.club,
      rating: from.rating === null ? '' : String(from.rating),
      ratingType: from.ratingType,
      licence: from.licence,
      category: from.category,
      birthYear: from.birthYear === null ? '' : String(from.birthYear),
    };
    this.forget();
  }

  clear(): void {
    this.values = emptyValues();
  }

  /** Forgets what was said about the last try. */
  forget(): void {
    this.errors = {};
    this.general = null;
    this.homonym = false;
    this.lookalike = false;
  }

  /** A box typed into: the refusal next to it (and the homonym offer with it) goes. */
  typed(field: string): void {
    if (this.errors[field] === undefined) return;
    const { [field]: _, ...rest } = this.errors;
    this.errors = rest;
    this.homonym = false;
    this.lookalike = false;
  }

  /**
   * The rating and the birth year read as numbers; when one is not, its refusal is shown next to
   * its box. A locked rating (`ratingNeeded` false) is not read.
   */
  numbers(ratingNeeded = true): TypedNumbers {
    const typed = readTypedNumbers(this.values.rating, this.values.birthYear, ratingNeeded);
    if (!typed.ok) this.errors = { [typed.field]: this.#t.current(typed.messageKey) };
    return typed;
  }

  /**
   * The service refused: next to the box it names (without the box's name), else under the form.
   * Returns the field named.
   */
  refused(error: unknown): string | null {
    const { message, nearField, field } = refusal(error);
    if (field !== null && PLAYER_FIELDS.includes(field)) this.errors = { [field]: nearField };
    else this.general = message;
    const code = error instanceof ApiError ? error.code : null;
    this.homonym = code === 'duplicate-player' || code === 'lookalike-player';
    this.lookalike = code === 'lookalike-player';
    return field;
  }
}
