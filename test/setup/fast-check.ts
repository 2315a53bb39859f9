// Property tests run the same cases on every run (a red CI names a real regression, not a new draw);
// FUZZ_SEED=<n> replays a seed, FUZZ_SEED=random explores (fast-check prints the seed of a failure).
import fc from 'fast-check';

const seed = process.env.FUZZ_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed === undefined || seed === '' ? 20261129 : Number(seed) });
