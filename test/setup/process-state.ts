// Files outside the Action's share a worker process (vitest.config.ts). A file that sets an
// environment variable or changes directory would leak it into the next file, so each file's
// process state is put back when the file ends. Hooks run in reverse: this one runs last.
import { afterAll } from 'vitest';

const environment = { ...process.env };
const directory = process.cwd();

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  process.chdir(directory);
});
