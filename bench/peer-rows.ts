// The peers' rows of the bench table (shared by bench/run.ts and bench/peers-only.ts): each peer's ms per
// durable step against ours, and the fastest peer against ours (goal: ours ≥ 3× faster).
// Each peer is divided by ours measured right before and after it (bench/peers.ts), so a shared
// machine's drift between the runner's rows and the peers' does not enter the ratio; without that
// figure, by the runner's row.
// A peer's headline figure is from warm runs (after a warm-up run in the same process); every run of ours
// is the first of a fresh worker process, so each peer's first run is shown too, and compared like for like.
import type { PeerFigures, PeerResult } from './peers.ts';
import { r2, times, type Row } from './table.ts';

/** Ours as each peer is compared with: measured beside it, else the runner's row. */
const oursFor = (peer: PeerFigures, ours: number) => peer.oursBesideMsPerNode ?? ours;

export interface FastestPeers {
  /** The peer closest to ours, warm (its headline figure), and its ratio. */
  fastest: PeerFigures;
  ratio: number;
  /** The same in the first run of each one's process. */
  fastestFirst: PeerFigures;
  firstRatio: number;
}

export function fastestPeers(measured: readonly PeerFigures[], ours: number): FastestPeers {
  const ratio = (peer: PeerFigures) => peer.msPerNode / oursFor(peer, ours);
  const firstRatio = (peer: PeerFigures) => peer.firstRunMsPerNode / oursFor(peer, ours);
  const fastest = measured.reduce((a, b) => (ratio(b) < ratio(a) ? b : a));
  const fastestFirst = measured.reduce((a, b) => (firstRatio(b) < firstRatio(a) ? b : a));
  return { fastest, ratio: ratio(fastest), fastestFirst, firstRatio: firstRatio(fastestFirst) };
}

function peerRow(peer: PeerFigures, ours: number, oursWithoutChanges: number): Row {
  const beside = peer.oursBesideMsPerNode;
  const against =
    beside === undefined ? `${times(peer.msPerNode / ours)} ours` : `${times(peer.msPerNode / beside)} ours beside it`;
  return {
    figure: `${peer.peer} ${peer.version}`,
    value: r2(peer.msPerNode),
    unit: 'ms/node',
    ratio: `${against}; ${times(peer.msPerNode / oursWithoutChanges)} recordChanges: false`,
    note: `${peer.durability}; ${times(peer.msPerNode / peer.fdatasyncMs)} its fdatasync (${r2(peer.fdatasyncMs)} ms); first run of its process ${r2(peer.firstRunMsPerNode)} ms/node${beside === undefined ? '' : `; ours right before and after it ${r2(beside)} ms/node`}`,
  };
}

export function peerRows(peers: readonly PeerResult[], ours: number, oursWithoutChanges: number): Row[] {
  const rows = peers.map((peer): Row =>
    'skipped' in peer
      ? { figure: peer.peer, value: 'skipped', note: peer.skipped }
      : peerRow(peer, ours, oursWithoutChanges),
  );
  const measured = peers.filter((peer): peer is PeerFigures => !('skipped' in peer));
  if (measured.length === 0) return rows;
  const { fastest, ratio, fastestFirst, firstRatio } = fastestPeers(measured, ours);
  return [
    ...rows,
    {
      figure: `fastest peer (${fastest.peer}) ÷ ours`,
      value: r2(ratio),
      unit: '×',
      note: `goal ≥ 3×; ${measured.length} peers measured in this run; the peers warm, ours the first run of its worker${fastest.oursBesideMsPerNode === undefined ? '' : ', run beside each peer'}`,
    },
    {
      figure: `  each the first run of a fresh process (${fastestFirst.peer})`,
      value: r2(firstRatio),
      unit: '×',
      note: 'like for like: a CI job starts a process per run, so neither has run its code before',
    },
  ];
}
