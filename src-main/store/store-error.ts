/** Why the store refused a file or an operation, as data; each surface says it in its language. */
export type StoreErrorCode =
  | 'missing'
  | 'not-a-file'
  | 'empty'
  | 'not-sqlite'
  | 'truncated'
  | 'other-application'
  | 'newer-version'
  | 'corrupt'
  | 'locked'
  | 'exists'
  | 'unwritable';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly params: Record<string, string | number>;
  constructor(code: StoreErrorCode, params: Record<string, string | number> = {}, cause?: unknown) {
    super(`${code} ${JSON.stringify(params)}`, cause === undefined ? undefined : { cause });
    this.name = 'StoreError';
    this.code = code;
    this.params = params;
  }
}
