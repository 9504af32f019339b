/**
 * Where Sclassic keeps what outlives a tournament (the directory of players, the recent files):
 * the app's data folder. The desktop app asks Electron (`app.getPath('userData')`); the CLI and
 * browser mode compute the same folder Electron would for the product "Sclassic", so all three
 * share one directory and one list of recent files. `SCLASSIC_DATA_DIR` moves it elsewhere
 * (tests, a portable install).
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

export const PRODUCT_NAME = 'Sclassic';

export function defaultDataFolder(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const chosen = env.SCLASSIC_DATA_DIR?.trim();
  if (chosen) return chosen;
  switch (platform) {
    case 'win32':
      return join(env.APPDATA || join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
    case 'darwin':
      return join(home, 'Library', 'Application Support', PRODUCT_NAME);
    default:
      return join(env.XDG_CONFIG_HOME || join(home, '.config'), PRODUCT_NAME);
  }
}
