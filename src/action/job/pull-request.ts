// A run started by a pull request: its caches are visible only to that pull request, so the
// summary's dispatch commands restore the store from this workflow run's artifact (from-run,
// added by the report layer's summary context). A pull request from a fork has no branch in this
// repository to dispatch on: then the note says plainly that a dispatch cannot resume it.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { Env } from './prepare.ts';

const eventSchema = lazySchema(() =>
  z.looseObject({
    pull_request: z.looseObject({
      head: z.looseObject({ repo: z.looseObject({ full_name: z.string() }).nullable() }),
      base: z.looseObject({ repo: z.looseObject({ full_name: z.string() }) }),
    }),
  }),
);

/** The fork's `owner/repo` when the event payload names a head repository other than the base; else undefined. */
function forkOf(env: Env): string | undefined {
  const file = env.GITHUB_EVENT_PATH;
  if (file === undefined || file === '') return undefined;
  try {
    const event = eventSchema().safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!event.success) return undefined;
    const head = event.data.pull_request.head.repo?.full_name;
    return head !== undefined && head !== event.data.pull_request.base.repo.full_name ? head : undefined;
  } catch {
    return undefined; // an unreadable payload: treated as a same-repository pull request
  }
}

/** The note for a run started by a pull request; undefined for any other event. */
export function pullRequestNote(env: Env): string | undefined {
  const event = env.GITHUB_EVENT_NAME;
  if (event !== 'pull_request' && event !== 'pull_request_target') return undefined;
  const fork = forkOf(env);
  if (fork !== undefined)
    return `This run was started by a pull request from the fork ${fork}. A workflow_dispatch runs on a branch of this repository, and the pull request's caches are visible only to the pull request, so the commands below cannot resume it. To answer it (a question, a decision, a budget raise), download the store artifact of workflow run ${env.GITHUB_RUN_ID ?? '?'} and resume it with the CLI (npx supervised-run resume --store DIR ...). "Re-run jobs" on this workflow run only continues an interrupted run or runs failed nodes again: it cannot give an answer.`;
  return `This run was started by a pull request: its caches are visible only to that pull request, so the commands dispatch on the head branch ${env.GITHUB_HEAD_REF ?? '?'} and restore the store from this workflow run's artifact (from-run ${env.GITHUB_RUN_ID ?? '?'}; the workflow needs a from-run input and actions: read).`;
}
