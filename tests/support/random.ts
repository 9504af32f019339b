/** The tests' seeded randomness is the product's own (the engine's tournament generator draws from it). */
export { type Random, seededRandom } from '../../src-engine/generate/random.ts';
