/** A refusal as the service answers it, its French words from the catalogue: what a mocked command rejects with. */
import { type RefusalCode, type RefusalParams, Refused, refusal } from '../../src-main/contract/refusals.ts';

export const refused = <C extends RefusalCode>(code: C, params: RefusalParams[C], field: string | null = null) =>
  new Refused(refusal(code, params, field));
