/**
 * The live section in a Node process of its own (run.ts starts it): the memory each connected
 * phone costs is read from the process's heap and resident size, which the sections before it
 * (the printed documents' fonts, the service's files) would otherwise blur as they are freed.
 */
import { liveSection } from './live.ts';

await liveSection();
