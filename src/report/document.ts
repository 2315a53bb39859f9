// Assembling the summary under a byte limit. A section is a head (always kept with it), units
// (table rows or blocks: dropped whole, from the end) and a tail. When the document is too
// large, a section larger than its share of the limit (if it has one) gives up units first, down
// to its share, so one big section cannot crowd out the others; then units go from the least
// important sections, then whole sections; each cut says what was left out, and a note under the
// title lists every cut. Nothing is cut inside a unit, so no table row, code block or character
// reference is ever split.
import { formatCount } from './format.ts';

export interface Section {
  /** Name used in the "left out" note, e.g. "What each node changed". */
  name: string;
  /** Lower is trimmed first. */
  importance: number;
  /**
   * The fraction of the limit (0-1) the section keeps when the document must be cut, before
   * importance is looked at: more than that is cut first. Absent: no share of its own.
   */
  share?: number;
  /** False: the head always stays (only units go), e.g. the title and the usage totals. */
  droppable: boolean;
  head: string[];
  units: string[];
  /** `\n` for table rows (directly under the table head), `\n\n` for blocks. */
  unitSeparator: '\n' | '\n\n';
  /** What a unit is, plural: "node rows", "files", "reconcile requests". */
  noun: string;
  /**
   * What a reader should know of the units a cut leaves out (Markdown, already escaped), given how
   * many are kept: the CLI command that prints every attempt log, the nodes left out that did not
   * complete. Said in the cut notes (at most restBytes of it). Absent: the general note only.
   */
  rest?: (kept: number) => string;
  tail?: string[];
}

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
// The Action keeps part of GitHub's 1 MiB for its own lines: a smaller limit is not GitHub's.
const limitText = (maxBytes: number): string =>
  maxBytes === 1_048_576
    ? "1 MiB (GitHub's limit per step)"
    : `${formatCount(maxBytes)} bytes (under GitHub's limit of 1 MiB per step)`;

// A section's rest is cut to this (on a character boundary, before a reference) so that the note
// under the title stays within its reserve whatever a node ID or a store path holds.
const restBytes = 900;

function restText(section: Section, kept: number): string {
  const rest = section.rest?.(kept) ?? '';
  if (bytes(rest) <= restBytes) return rest;
  let cut = Buffer.from(rest, 'utf8')
    .subarray(0, restBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  // Never end inside a character reference or a tag.
  cut = cut.replace(/&#?\w*$|<[^>]*$/, '');
  const open = (cut.match(/<code>/g) ?? []).length > (cut.match(/<\/code>/g) ?? []).length;
  return open ? `${cut}…</code>` : `${cut}…`;
}

function cutNote(section: Section, omitted: number, maxBytes: number): string {
  const text = restText(section, section.units.length - omitted);
  const rest = text === '' ? '' : ` ${text}`;
  return `_… and ${formatCount(omitted)} more ${section.noun} not shown: the summary is limited to ${limitText(maxBytes)}._${rest}`;
}

interface Measured {
  section: Section;
  headBytes: number;
  /** prefix[n] = bytes of the first n units with their separators. */
  prefix: number[];
  tailBytes: number;
  kept: number;
  dropped: boolean;
}

function measure(section: Section): Measured {
  const prefix = [0];
  const sep = bytes(section.unitSeparator);
  section.units.forEach((unit, i) => prefix.push((prefix[i] as number) + sep + bytes(unit)));
  const tail = section.tail ?? [];
  return {
    section,
    headBytes: bytes(section.head.join('\n')),
    prefix,
    tailBytes: tail.length === 0 ? 0 : 2 + bytes(tail.join('\n')),
    kept: section.units.length,
    dropped: false,
  };
}

function sectionBytes(m: Measured, kept: number, maxBytes: number): number {
  const omitted = m.section.units.length - kept;
  const note = omitted === 0 ? 0 : 2 + bytes(cutNote(m.section, omitted, maxBytes));
  return m.headBytes + (m.prefix[kept] as number) + note + m.tailBytes;
}

function renderSection(m: Measured, maxBytes: number): string {
  const { section } = m;
  let text = section.head.join('\n');
  const units = section.units.slice(0, m.kept);
  if (units.length > 0) text += (text === '' ? '' : section.unitSeparator) + units.join(section.unitSeparator);
  if (m.kept < section.units.length) text += `\n\n${cutNote(section, section.units.length - m.kept, maxBytes)}`;
  if (section.tail !== undefined && section.tail.length > 0) text += `\n\n${section.tail.join('\n')}`;
  return text;
}

// Room for the note under the title that lists the cuts (bounded: one short line per section).
const noteReserve = 4096;
const separator = '\n\n';

/** The document: sections in order, at most `maxBytes` UTF-8 bytes, ending with a newline. */
export function assemble(sections: readonly Section[], maxBytes: number): string {
  const measured = sections.map(measure);
  const total = () => {
    const live = measured.filter((m) => !m.dropped);
    return (
      live.reduce((sum, m) => sum + sectionBytes(m, m.kept, maxBytes), 0) +
      bytes(separator) * Math.max(0, live.length - 1) +
      1
    );
  };
  if (total() > maxBytes) trim(measured, maxBytes - noteReserve, total, maxBytes);
  const live = measured.filter((m) => !m.dropped);
  const parts = live.map((m) => renderSection(m, maxBytes));
  const note = trimNote(measured, maxBytes);
  if (note !== null) parts.splice(Math.min(1, parts.length), 0, note);
  return `${parts.join(separator)}\n`;
}

function trim(measured: Measured[], budget: number, total: () => number, maxBytes: number): void {
  const order = [...measured].sort((a, b) => a.section.importance - b.section.importance);
  // Sections over their share give up the excess first (no further than their share).
  for (const m of order) {
    const share = m.section.share;
    const excess = total() - budget;
    if (excess <= 0) return;
    if (share === undefined) continue;
    const target = Math.max(Math.floor(budget * share), sectionBytes(m, m.kept, maxBytes) - excess);
    m.kept = largestFitting(m, target, maxBytes) ?? 0;
  }
  for (const m of order) {
    const excess = total() - budget;
    if (excess <= 0) return;
    const kept = largestFitting(m, sectionBytes(m, m.kept, maxBytes) - excess, maxBytes);
    if (kept === null && m.section.droppable) m.dropped = true;
    else m.kept = kept ?? 0;
  }
}

/** Largest unit count whose section fits in `target` bytes, or null when even none does. */
function largestFitting(m: Measured, target: number, maxBytes: number): number | null {
  let lo = 0;
  let hi = m.kept;
  if (sectionBytes(m, 0, maxBytes) > target) return null;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (sectionBytes(m, mid, maxBytes) <= target) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function trimNote(measured: readonly Measured[], maxBytes: number): string | null {
  const cuts = measured
    .filter((m) => m.dropped || m.kept < m.section.units.length)
    .map((m) => {
      const rest = restText(m.section, m.dropped ? 0 : m.kept);
      const then = rest === '' ? '' : `. ${rest}`;
      return m.dropped
        ? `> - ${m.section.name}: left out${then}`
        : `> - ${m.section.name}: ${formatCount(m.kept)} of ${formatCount(m.section.units.length)} ${m.section.noun} shown${then}`;
    });
  if (cuts.length === 0) return null;
  return [
    '> [!NOTE]',
    `> This summary was shortened to fit ${limitText(maxBytes)}. The run store holds every record; \`supervised-run status\` and \`supervised-run history\` read it. Left out:`,
    ...cuts,
  ].join('\n');
}
