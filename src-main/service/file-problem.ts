/** The store's reasons for refusing a file, as the contract's typed problem. */
import type { FileProblem } from '../contract/refusals.ts';
import type { StoreError } from '../store/store-error.ts';

export function fileProblemOf(error: StoreError): FileProblem {
  const p = error.params;
  switch (error.code) {
    case 'truncated':
      return { reason: 'truncated', actual: Number(p.actual), expected: Number(p.expected) };
    case 'newer-version':
      return { reason: 'newer-version', version: Number(p.version), supported: Number(p.supported) };
    case 'corrupt':
    case 'unwritable':
      return { reason: error.code, detail: String(p.detail ?? '') };
    default:
      return { reason: error.code };
  }
}
