// Hostile strings: what an attacker, a typo or a broken tool puts where a name, a path or a
// position belongs. Shared by the fuzz tests.
import fc from 'fast-check';

/** Strings that have broken parsers, paths, shells and Markdown renderers before. */
export const nasty = [
  '',
  ' ',
  '.',
  '..',
  '../..',
  '../../etc/passwd',
  '/etc/passwd',
  '\\\\server\\share\\x',
  'C:\\Windows\\System32',
  'c:/x',
  '..\\..\\x',
  'a/../../b',
  'file:///etc/passwd',
  'con',
  'NUL',
  'a\0b',
  '\0',
  'x\ny',
  'x\r\ny',
  '\u2028',
  '\u202e',
  '\ud800',
  '${{ secrets.TOKEN }}',
  '$(rm -rf /)',
  '`id`',
  "'; echo pwned; '",
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '[x](javascript:alert(1))',
  '| a | b |',
  '**bold** _it_ ~~s~~',
  '<!--',
  '&amp;',
  '&#0;',
  '{{ inputs.x }}',
  '{"a":1}',
  '[]',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '9007199254740993',
  '__proto__',
  'constructor',
  'dag/n/1',
  'dag/../1',
  'dag/n/0',
  'dag/n/01',
  'a'.repeat(101),
  'x'.repeat(5000),
  '😀',
  'é',
  'İ',
] as const;

const pieces = fc.constantFrom('a', 'Z', '0', '.', '..', '/', '\\', '-', '_', ' ', ':', '%2e', '\0', '\n', '$', '{', '}', '<', '|', '`', '"', "'", '😀', 'dag', 'C:');

/** Any string, biased towards the dangerous. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nasty) },
  { weight: 3, arbitrary: fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

/** A hostile string that is never empty. */
export const hostileNonEmpty = hostileString.filter((s) => s.length > 0);
