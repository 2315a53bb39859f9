// "What to do next" for a run that failed REVIEW_EXHAUSTED: the loop, its rounds, and that the run
// is final, so the rounds are raised in a new run (retry-failed refuses it).
import type { Section } from '../document.ts';
import { exhaustedNextStep } from '../review-exhausted.ts';
import type { RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';

export function reviewExhaustedSection(report: RunReport, w: Writer): Section | null {
  const sentences = exhaustedNextStep(report, (value) => w.text(value, 200));
  if (sentences === undefined) return null;
  return {
    name: 'What to do next',
    importance: 90,
    droppable: false,
    head: [w.heading(3, 'What to do next'), '', sentences.join(' ')],
    units: [],
    unitSeparator: '\n',
    noun: 'lines',
  };
}
