// The peers' rows of the bench table (shared by bench/run.ts and bench/peers-only.ts): each peer's ms per
// durable step beside ours from the same run, and the fastest peer against ours (goal: ours ≥ 3× faster).
// A peer's headline figure is from warm runs (after a warm-up run in the same process); every run of ours
// is the first of a fresh worker process, so each peer's first run is shown too, and compared like for like.
import type { PeerFigures, PeerResult } from './peers.ts';
import { r2, times, type Row } from './table.ts';

/** The fastest peer warm (its headline figure), and the fastest in the first run of its process. */
export function fastestPeers(measured: readonly PeerFigures[]): { fastest: PeerFigures; fastestFirst: PeerFigures } {
  return {
    fastest: measured.reduce((a, b) => (b.msPerNode < a.msPerNode ? b : a)),
    fastestFirst: measured.reduce((a, b) => (b.firstRunMsPerNode < a.firstRunMsPerNode ? b : a)),
  };
}

export function peerRows(peers: readonly PeerResult[], ours: number, oursWithoutChanges: number): Row[] {
  const rows = peers.map((peer): Row =>
    'skipped' in peer
      ? { figure: peer.peer, value: 'skipped', note: peer.skipped }
      : {
          figure: `${peer.peer} ${peer.version}`,
          value: r2(peer.msPerNode),
          unit: 'ms/node',
          ratio: `${times(peer.msPerNode / ours)} ours; ${times(peer.msPerNode / oursWithoutChanges)} recordChanges: false`,
          note: `${peer.durability}; ${times(peer.msPerNode / peer.fdatasyncMs)} its fdatasync (${r2(peer.fdatasyncMs)} ms); first run of its process ${r2(peer.firstRunMsPerNode)} ms/node`,
        },
  );
  const measured = peers.filter((peer): peer is PeerFigures => !('skipped' in peer));
  if (measured.length === 0) return rows;
  const { fastest, fastestFirst } = fastestPeers(measured);
  return [
    ...rows,
    {
      figure: `fastest peer (${fastest.peer}) ÷ ours`,
      value: r2(fastest.msPerNode / ours),
      unit: '×',
      note: `goal ≥ 3×; ${measured.length} peers measured in this run; the peers warm, ours the first run of its worker`,
    },
    {
      figure: `  each the first run of a fresh process (${fastestFirst.peer})`,
      value: r2(fastestFirst.firstRunMsPerNode / ours),
      unit: '×',
      note: 'like for like: a CI job starts a process per run, so neither has run its code before',
    },
  ];
}
