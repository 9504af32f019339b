/** The settings a tournament has when the director sets none, as the service keeps them. */
import { DEFAULT_ELO } from '../../../src-engine/index.ts';
import type { TournamentSummary } from '../../../src-main/service/views.ts';

/**
 * The rating estimate's constants by default: the engine's Elo form and K = 20 for every player
 * (the store's DEFAULT_TOURNAMENT_ELO, which the renderer cannot import; a test keeps them equal).
 */
export const DEFAULT_TOURNAMENT_ELO: TournamentSummary['elo'] = { ...DEFAULT_ELO, k: 20 };
