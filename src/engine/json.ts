// The JSON helpers the engine contract uses; one implementation, owned by the store.
export { canonicalJson, digestJson, cloneFrozenJson } from '../store/index.ts';
