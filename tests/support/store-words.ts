/** What a person reads when the store refuses a file: the refusal's French words, from the catalogue. */
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { refusalOf } from '../../src-main/service/core/refusal-of.ts';
import type { StoreError } from '../../src-main/store/store-error.ts';

export const storeErrorFr = (error: StoreError): string => refusalMessage(refusalOf(error));
