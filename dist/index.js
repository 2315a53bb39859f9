// The Action, both of its steps (action.yml names this file as main and as post).
// Its code is in bundle.js, shared with the other programs of dist/ (scripts/build.ts, src/bundle.ts).
import './compile-cache.js';
import { action } from './bundle.js';

await action();
