// A watchdog in its own process (as the Action or the CLI runs one), so the soak can SIGKILL it:
// argv[2] is a JSON SessionSetup file. Each acknowledged event and then the end are printed as
// JSON lines on stdout.
import { readFile } from 'node:fs/promises';
import { driveSession, type SessionSetup } from './session-core.ts';

const setup = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as SessionSetup;
const end = await driveSession(setup, (event) => process.stdout.write(`${JSON.stringify({ t: 'event', event })}\n`));
process.stdout.write(`${JSON.stringify({ t: 'end', end })}\n`);
