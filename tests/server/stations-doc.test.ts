/**
 * docs/stations.md says what each role may run in its own words, one command a line: the lists are
 * the registry's, so a command given to a role (or taken from it) without a word in the doc fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src-main/contract/roles.ts';
import { allowedFor, commandNames } from '../../src-main/service/core/command-facts.ts';

const DOC = readFileSync(new URL('../../docs/stations.md', import.meta.url), 'utf8');

/** The commands listed under a role's heading (« **`saisie`** … »), up to the next blank line: each line « - `name` — … ». */
function listed(role: string): string[] {
  const section = DOC.split(/\n(?=\*\*`)/).find((part) => part.startsWith(`**\`${role}\`**`)) ?? '';
  const list = section.split('\n\n')[0] ?? '';
  return [...list.matchAll(/^- `(\w+)` — /gm)].map((m) => m[1] as string);
}

describe('docs/stations.md, what each role may do', () => {
  it.each(ROLES.filter((role) => role !== 'director'))('%s: the registry’s commands, each said once', (role) => {
    const declared = commandNames().filter((name) => allowedFor(role, name));
    expect(declared.length).toBeGreaterThan(0);
    expect([...listed(role)].sort()).toEqual([...declared].sort());
  });

  it('the director: every command', () => {
    expect(commandNames().every((name) => allowedFor('director', name))).toBe(true);
    expect(DOC).toContain('**`director`** — every command');
  });
});
