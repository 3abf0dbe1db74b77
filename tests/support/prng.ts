/** Deterministic PRNG (mulberry32) so a failing randomised test reproduces from its seed: the simulator's. */
export { seededRandom as prng } from '../../server/monitoring/simulator/values';
