/**
 * A generated tournament read into a file and back out: the file's audit and the audit of its
 * exported document agree with the audit of the document it came from. The arbiter's swaps a
 * document records on its rounds — the same two players swapped twice among them — stay the
 * arbiter's, never breaches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditTournament, playRandomTournament } from '../../src-engine/index.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-imported-audit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('an imported tournament audited', () => {
  // Seed 16 swaps the same two players twice in a round.
  for (const seed of [14, 16, 23, 33])
    it(`(seed ${seed}) keeps its recorded swaps as the arbiter’s, in the file and in its export`, async () => {
      const document = playRandomTournament({
        seed,
        players: 12,
        rounds: 5,
        swapRate: 0.4,
        unratedRate: 0.1,
        finalPhase: { size: 4 },
      });
      const swaps = document.rounds.reduce((n, r) => n + (r.decisions?.length ?? 0), 0);
      expect(swaps).toBeGreaterThan(0);
      expect(auditTournament(document).breaches).toBe(0);
      const service = createService();
      const api = apiOf(service);
      await api.importDocument({ path: join(folder, `t${seed}.sclassic`), document });
      const audit = await api.checkTournament({});
      expect(audit.counts.breach).toBe(0);
      expect(audit.counts.decision).toBe(swaps);
      // The file numbers the players in registration order: the swaps named by name, as they were.
      const exported = await api.exportDocument({});
      const swapsByName = (d: typeof document) => {
        const name = new Map(d.players.map((p) => [p.id, p.name]));
        return d.rounds.map((r) => (r.decisions ?? []).map((x) => x.players.map((id) => name.get(id))));
      };
      expect(swapsByName(exported)).toEqual(swapsByName(document));
      expect(auditTournament(exported).breaches).toBe(0);
      service.close();
    });
});
