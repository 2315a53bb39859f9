// Figures as text: counts, durations, USD. Only numbers we computed pass through here, never
// user strings, so the results need no escaping (they contain digits, `,`, `.` and letters).

export function formatCount(value: number): string {
  // Not toLocaleString: the summary must not depend on the runner's ICU data (and this is faster).
  if (value >= 0 && value < 1000 && Number.isInteger(value)) return String(value);
  return Number.isSafeInteger(value) ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(value);
}

/** `1 line`, `2 lines`, `1,200 lines`: a count with its noun, singular for one. */
export function countOf(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** `missing` stands for no (or no valid) figure: the summary's `—`, a terminal's `-`. */
export function formatDuration(ms: number | null | undefined, missing = '—'): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return missing;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const totalSeconds = Math.round(seconds);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const rest = totalSeconds % 60;
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min ${rest} s`;
}

/** USD without `$` (GitHub renders `$…$` as math): `0.0123 USD`, `12.50 USD`. */
export function formatUsd(usd: number): string {
  if (!Number.isFinite(usd)) return 'unknown';
  if (usd === 0) return '0 USD';
  // Thousands grouped as token counts are ("1,234.57 USD"), so a large figure reads at a glance.
  const dollars = usd.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',');
  return `${usd >= 1 ? dollars : usd >= 0.0001 ? usd.toFixed(4) : 'under 0.0001'} USD`;
}

/** The figure of a budget or cap, without its unit: cents when exact (`1.20`), else four places (`0.0123`). */
function limitFigure(usd: number): string {
  return Math.abs(Math.round(usd * 100) - usd * 100) < 1e-6 ? usd.toFixed(2) : usd.toFixed(4);
}

/**
 * What was spent of a limit (a run budget, a node's cap), money as everywhere in the report (`USD`
 * after the figure, never `$`): `0.04 of 0.10 USD, 9,150 of 10,000 tokens`, with `spent` after each
 * figure when `verb` is given (`0.04 USD spent of 0.10`); null without a limit.
 * Missing usage is never zero: with calls of unknown cost (`unknownCalls`) the dollars are a lower
 * bound (`≥ 0.04 of 0.10 USD`), or `unknown` when nothing was priced; tokens are `unknown` when no call was
 * measured and a lower bound when some were not (`tokenState: 'partial'`), as the usage table says.
 */
export function spentOfLimit(
  spending: {
    spent: { usd: number; tokens: number | null };
    limit: { usd?: number; tokens?: number };
    unknownCalls?: number;
  },
  options: { verb?: boolean; separator?: string; tokenState?: 'reported' | 'partial' | 'unknown' } = {},
): string | null {
  const { spent, limit } = spending;
  const verb = options.verb === true;
  const parts: string[] = [];
  if (limit.usd !== undefined) {
    const unknownCost = (spending.unknownCalls ?? 0) > 0;
    const limitText = limitFigure(limit.usd);
    const bound = unknownCost ? '≥ ' : '';
    // As the token figures read: `X of Y USD`, `X USD spent of Y`.
    if (unknownCost && spent.usd === 0)
      parts.push(verb ? `an unknown amount spent of ${limitText} USD` : `unknown of ${limitText} USD`);
    else if (verb) parts.push(`${bound}${limitFigure(spent.usd)} USD spent of ${limitText}`);
    else parts.push(`${bound}${limitFigure(spent.usd)} of ${limitText} USD`);
  }
  if (limit.tokens !== undefined) {
    const unknownTokens = spent.tokens === null || options.tokenState === 'unknown';
    const bound = options.tokenState === 'partial' ? '≥ ' : '';
    const tokens = unknownTokens ? 'unknown' : `${bound}${formatCount(spent.tokens ?? 0)}`;
    parts.push(
      verb
        ? `${tokens} tokens spent of ${formatCount(limit.tokens)}`
        : `${tokens} of ${formatCount(limit.tokens)} tokens`,
    );
  }
  return parts.length === 0 ? null : parts.join(options.separator ?? ', ');
}

/** First 12 hex digits of a digest: enough to compare by eye. */
export function shortHash(hash: string): string {
  return hash.slice(0, 12);
}

/**
 * A pause's code and reason as the parts to show (`INTERRUPTED`, `interrupted by SIGINT`): a
 * reason that only repeats the code (`INTERRUPTED: interrupted`) is left out, as are empty parts.
 */
export function pauseWhyParts(code: string | null | undefined, reason: string | null | undefined): string[] {
  const repeats = reason?.trim().toLowerCase() === code?.toLowerCase().replaceAll('_', ' ');
  return [code ?? '', repeats ? '' : (reason ?? '')].filter((part) => part !== '');
}
