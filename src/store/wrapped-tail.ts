// Whether the last line of a wrapped block carries part of a known secret, when the lines before
// it hide one already. A short word printed right after a full line of base64 (`done`, `PASS`)
// reads as the block's last line; the block hides a secret through its full lines alone, so the
// word needs no mask unless a secret's encoding runs into it. That is told by the block's decoded
// bytes: an occurrence that ends past the bytes of the lines before. A secret found only behind a
// further encoding (gzip, base64 of base64) cannot be placed in the bytes: then the line may carry it.
import { runDecodings } from './encoded-decodings.ts';
import { scanBytes, scanOf } from './encoded-scan.ts';
import { hexChars, isBase64Text, runEnd } from './encoded-text.ts';
import type { SecretMatcher } from './secrets.ts';

/** A decoding of the block joined, and how many of its bytes the lines before the last one write. */
interface DecodedBlock {
  bytes: Buffer;
  headBytes: number;
}

/** `lines`: the block's lines, its last one last. */
export function lastLineCarriesSecret(matcher: SecretMatcher, lines: readonly string[]): boolean {
  if (lines.length < 2 || matcher.minSecretBytes === 0) return false;
  const scan = scanOf(matcher);
  const headChars = lines.slice(0, -1).reduce((chars, line) => chars + line.length, 0);
  for (const { bytes, headBytes } of decodedBlocks(matcher, lines.join(''), headChars)) {
    if (matcher.occurrences(bytes).some((span) => span.end > headBytes)) return true;
    // What is left once the occurrences placed are cut out: a secret in a view or behind another encoding.
    const rest = matcher.redact(bytes);
    if (matcher.findBytes(rest) !== null || scanBytes(scan, rest, [], '$', 0, true) !== null) return true;
  }
  return false;
}

/** The block as base64 (each alignment), base32 and hex (each parity), as the scan decodes a run. */
function decodedBlocks(matcher: SecretMatcher, joined: string, headChars: number): DecodedBlock[] {
  const out: DecodedBlock[] = [];
  if (isBase64Text(joined))
    for (let skip = 0; skip < 4 && skip < joined.length; skip += 1)
      out.push({
        bytes: Buffer.from(joined.slice(skip), 'base64'),
        headBytes: Math.floor(((headChars - skip) * 3) / 4),
      });
  const limits = scanOf(matcher);
  for (const { encoding, bytes } of runDecodings({ ...limits, minBase32Chars: 0 }, joined))
    if (encoding === 'base32') out.push({ bytes, headBytes: Math.floor((headChars * 5) / 8) });
  // The run of hex digits that crosses into the last line (the scan decodes hex runs inside a line too).
  let start = headChars;
  while (start > 0 && hexChars[joined.charCodeAt(start - 1)] === 1) start -= 1;
  const end = runEnd(joined, hexChars, headChars);
  if (start < headChars && end > headChars)
    for (const parity of [0, 1])
      out.push({
        bytes: Buffer.from(joined.slice(start + parity, end), 'hex'),
        headBytes: Math.floor((headChars - start - parity) / 2),
      });
  return out;
}
