// The "it happened" command of a reconcile request: a review loop's reviewer records its verdict
// (the loop reads nothing else, and a completion without one fails the run); any other position
// records the output it was to give, when it has one.
import { shellQuote } from '../../report/index.ts';

export function completeWords(command: string, reviewer: boolean): string {
  if (!reviewer) return `${command}   (add --output JSON to record its result)`;
  const pass = shellQuote('{"verdict":"pass"}');
  const revise = shellQuote('{"verdict":"revise","findings":["…"]}');
  return `${command} --output ${pass}   (or --output ${revise} to ask for changes)`;
}
