/** A printed document as a document button makes it (DocumentButton's `produce`): the service's PDF, under the name it gives. */
import type { Input } from '../../../src-main/contract/commands.ts';
import { api } from '../../lib/app-state.svelte.ts';

export async function printedPdf(
  input: Input<'printDocument'>,
): Promise<{ fileName: string; data: BlobPart; type: string }> {
  const printed = await api.printDocument(input);
  return { fileName: printed.fileName, data: printed.pdf as BlobPart, type: 'application/pdf' };
}
