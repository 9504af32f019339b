/**
 * Where a tournament file named in a command goes, and the screen a tournament opens on: the pure
 * rules under Nouveau tournoi, Accueil and the desktop app's Open.
 */
import { describe, expect, it } from 'vitest';
import { fileNameOf, openingStep } from '../../src-main/contract/helpers.ts';
import { fileToCreate, fileToOpen } from '../../src-main/service/core/tournament-path.ts';

describe('a tournament file named in a command', () => {
  const folder = '/home/directeur/Documents/Tournois Sclassic';

  it('is created in the tournaments folder when named alone, always as a .sclassic', () => {
    expect(fileToCreate('Open de Test', folder)).toBe(`${folder}/Open de Test.sclassic`);
    expect(fileToCreate('Open de Test.SCLASSIC', folder)).toBe(`${folder}/Open de Test.SCLASSIC`);
    expect(fileToCreate('2026/Open de Mons', folder)).toBe(`${folder}/2026/Open de Mons.sclassic`);
    expect(fileToCreate('/srv/tournois/open', folder)).toBe('/srv/tournois/open.sclassic');
    // A dot in a name is not an extension.
    expect(fileToCreate('Open St. Ghislain 2026.1', folder)).toBe(`${folder}/Open St. Ghislain 2026.1.sclassic`);
  });

  it('is opened by its name, with or without .sclassic, the file as named first', () => {
    const files = new Set([`${folder}/Open de Mons.sclassic`, `${folder}/ancien`]);
    const exists = (path: string) => files.has(path);
    expect(fileToOpen('Open de Mons', folder, exists)).toBe(`${folder}/Open de Mons.sclassic`);
    expect(fileToOpen('ancien', folder, exists)).toBe(`${folder}/ancien`);
    // Neither exists: the name as given, for the refusal to name it.
    expect(fileToOpen('absent', folder, exists)).toBe(`${folder}/absent`);
  });

  it('takes the tournament’s name when left blank, any system’s forbidden characters made dashes', () => {
    expect(fileNameOf('Open de Courcelles')).toBe('Open de Courcelles');
    expect(fileNameOf(' Open 2026/27: « finale » ? ')).toBe('Open 2026-27- « finale » -');
    expect(fileNameOf('...')).toBe('');
  });
});

describe('the screen a tournament opens on', () => {
  const round = (missingTables: number[]) => ({ missingTables });

  it('is where the director left off, and the standings once the last round is complete', () => {
    expect(openingStep({ finished: false, currentRound: null })).toBe('inscriptions');
    expect(openingStep({ finished: false, currentRound: round([3, 7]) })).toBe('resultats');
    expect(openingStep({ finished: false, currentRound: round([]) })).toBe('rondes');
    expect(openingStep({ finished: true, currentRound: round([]) })).toBe('classement');
  });
});
