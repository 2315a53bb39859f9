// node bench/peers-only.ts: just the peers' rows of npm run bench, with the two figures of ours they are
// compared with (the supervised runner's 200-node chain, with and without change records), in one run.
import os from 'node:os';
import { peerRows } from './peer-rows.ts';
import { benchPeersBesideOurs } from './peers.ts';
import { benchRunnerChain } from './runner.ts';
import { benchRunnerFloor } from './runner-variants.ts';
import { renderTable, section } from './table.ts';
import { shippedWorker } from './worker-entry.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);
log('bench: supervised runner chain...');
const ours = await benchRunnerChain();
log('bench: supervised runner chain, recordChanges: false...');
const floor = await benchRunnerFloor();
log('bench: peers...');
const peers = await benchPeersBesideOurs(log);

const load = os
  .loadavg()
  .map((v) => v.toFixed(1))
  .join(' ');
console.log(`supervised-run bench, peers only · ${new Date().toISOString()} · node ${process.version} · load ${load}`);
console.log(
  renderTable([
    section('ours (200-node chain)'),
    { figure: 'fdatasync (write + fdatasync, 400 B)', value: ours.fdatasyncMs, unit: 'ms' },
    { figure: `supervised runner, ${shippedWorker().label} (median of 3)`, value: ours.msPerNode, unit: 'ms/node' },
    { figure: '  same, recordChanges: false', value: floor.msPerNode, unit: 'ms/node' },
    section('peers on the same chain (ratio: peer ÷ ours, run right before and after each peer)'),
    ...peerRows(peers, ours.msPerNode, floor.msPerNode),
  ]),
);
