/** The service's readPlayerFile without the transport, for the renderer tests: the real reader. */

import type { Input } from '../../src-main/contract/commands.ts';
import { readPlayerFile } from '../../src-main/import/player-file.ts';
import { playerFileView } from '../../src-main/service/views/player-file-view.ts';

/** Reads as the service does, duplicates flagged against `registered` (none without a tournament). */
export const realReader =
  (registered: ReadonlyArray<{ name: string; licence: string }> = []) =>
  async (input: Input<'readPlayerFile'>) => {
    const { fileName, bytes, roles, separator, hasHeader } = input;
    const read = await readPlayerFile(fileName, bytes, {
      ...(roles ? { roles } : {}),
      ...(separator ? { separator } : {}),
      ...(hasHeader === undefined ? {} : { hasHeader }),
    });
    return playerFileView(fileName, read, registered);
  };
