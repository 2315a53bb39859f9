// Whether bytes can be the start of a raw deflate stream (RFC 1951), read in a few dozen bits: a
// base64 value that is not text is tried as raw deflate (no header says so), and a failed zlib call
// costs about 0.1 ms (a stream set up, an error built, the stream torn down). Random bytes fail
// here almost always: a block type of 3, a stored block's length check, a fixed-code back-reference
// before any output, a dynamic block's code-length code that is not complete.

/** Reads bits least significant first, as deflate packs them; -1 past the end. */
class BitReader {
  readonly #bytes: Uint8Array;
  #at = 0;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  read(count: number): number {
    let value = 0;
    for (let bit = 0; bit < count; bit += 1) {
      const byte = this.#bytes[this.#at >> 3];
      if (byte === undefined) return -1;
      value |= ((byte >> (this.#at & 7)) & 1) << bit;
      this.#at += 1;
    }
    return value;
  }

  /** A Huffman code's bits, most significant first. */
  readCode(count: number): number {
    let code = 0;
    for (let bit = 0; bit < count; bit += 1) {
      const next = this.read(1);
      if (next < 0) return -1;
      code = (code << 1) | next;
    }
    return code;
  }

  toByte(): void {
    this.#at = (this.#at + 7) & ~7;
  }
}

/** Extra bits of length symbols 257-285, and base and extra bits of distance codes 0-29. */
const lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131];
const distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537];
/** Symbols of a fixed-code block read before it is taken as plausible. */
const probedSymbols = 32;
/** The order a dynamic block lists its code-length code's lengths in. */
const codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

export function mayStartDeflate(bytes: Uint8Array): boolean {
  const bits = new BitReader(bytes);
  bits.read(1); // the final-block flag
  const type = bits.read(2);
  if (type === 0) {
    bits.toByte();
    const length = bits.read(16);
    return length > 0 && (length ^ bits.read(16)) === 0xffff;
  }
  if (type === 1) return fixedBlockPlausible(bits);
  if (type === 2) return dynamicHeaderComplete(bits);
  return false;
}

/** The first symbols decode, and no back-reference reaches before the start. */
function fixedBlockPlausible(bits: BitReader): boolean {
  let produced = 0;
  for (let count = 0; count < probedSymbols; count += 1) {
    const symbol = fixedSymbol(bits);
    if (symbol < 0) return produced > 0;
    if (symbol === 256) return produced > 0;
    if (symbol < 256) {
      produced += 1;
      continue;
    }
    if (symbol > 285) return false;
    const extra = lengthExtra[symbol - 257] ?? 0;
    const extraValue = bits.read(extra);
    const distanceCode = bits.readCode(5);
    if (extraValue < 0 || distanceCode < 0) return produced > 0;
    // Codes 30 and 31 are invalid; past the table's end a distance is at least 2049: beyond what a probe sees.
    const distance = distanceCode > 29 ? Infinity : (distanceBase[distanceCode] ?? 2049);
    if (distance > produced) return false;
    produced += symbol === 285 ? 258 : (lengthBase[symbol - 257] ?? 131);
  }
  return true;
}

/** A fixed-code literal/length symbol (RFC 1951 3.2.6), or -1 when the bytes end. */
function fixedSymbol(bits: BitReader): number {
  let code = bits.readCode(7);
  if (code < 0) return -1;
  if (code <= 0b0010111) return 256 + code;
  const next = bits.read(1);
  if (next < 0) return -1;
  code = (code << 1) | next;
  if (code >= 0b00110000 && code <= 0b10111111) return code - 0b00110000;
  if (code >= 0b11000000 && code <= 0b11000111) return 280 + code - 0b11000000;
  const last = bits.read(1);
  return last < 0 ? -1 : 144 + ((code << 1) | last) - 0b110010000;
}

/** A dynamic block's counts are in range and its code-length code is complete, as zlib requires. */
function dynamicHeaderComplete(bits: BitReader): boolean {
  const literals = bits.read(5);
  const distances = bits.read(5);
  const lengths = bits.read(4);
  if (lengths < 0 || literals + 257 > 286 || distances + 1 > 30) return false;
  let kraft = 0; // in 1/128ths: complete at 128
  for (let index = 0; index < lengths + 4 && index < codeLengthOrder.length; index += 1) {
    const length = bits.read(3);
    if (length < 0) return false;
    if (length > 0) kraft += 128 >> length;
  }
  return kraft === 128;
}
