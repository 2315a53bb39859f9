// SummaryContext: where the summary is read and how a person resumes from there. Its values come
// from the environment (GITHUB_*), so they are parsed with zod before they reach a command line.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { ReportError } from './errors.ts';

/** GitHub's limit for one step's job summary. */
export const maxSummaryBytes = 1_048_576;

// workflow_dispatch input names: a letter or `_` first, then letters, digits, `-` or `_`.
const inputName = (field: string, fallback: string) =>
  z
    .string()
    .regex(
      /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,
      `${field} must be a workflow_dispatch input name (a letter or "_", then letters, digits, "-" or "_")`,
    )
    .default(fallback);

/** The workflow_dispatch input names the dispatch commands pass (the Action's own by default). */
const inputNamesSchema = () =>
  z
    .strictObject({
      runId: inputName('inputNames.runId', 'run-id'),
      position: inputName('inputNames.position', 'position'),
      decision: inputName('inputNames.decision', 'decision'),
      fromRun: inputName('inputNames.fromRun', 'from-run'),
      answer: inputName('inputNames.answer', 'answer'),
      decisionOutput: inputName('inputNames.decisionOutput', 'decision-output'),
    })
    .prefault({});

/** The store the CLI found the run in, which its printed commands name again. */
const cliLocationSchema = () =>
  z.strictObject({
    store: z.string().min(1).max(4096).optional(),
    namespace: z.string().min(1).max(200).optional(),
    root: z.string().min(1).max(4096).optional(),
  });

export const summaryContextSchema = lazySchema(() =>
  z.strictObject({
    /** Path of the workflow file, e.g. `.github/workflows/x.yml` (from GITHUB_WORKFLOW_REF). Absent: CLI commands. */
    workflowFile: z
      .string()
      .min(1)
      .max(1000)
      .refine((value) => !value.endsWith('/') && !value.includes('\0'), 'workflowFile must be a file path')
      .optional(),
    /** Branch (or tag) for `gh workflow run --ref`. Absent: gh uses the default branch. */
    ref: z.string().min(1).max(1000).optional(),
    /** `owner/repo`, for the link to the workflow's page. */
    repository: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'repository must be "owner/repo"')
      .optional(),
    serverUrl: z.url({ protocol: /^https?$/, error: 'serverUrl must be an http(s) URL' }).optional(),
    inputNames: inputNamesSchema(),
    /**
     * A workflow run ID every dispatch command passes as from-run: a pull request's caches are
     * visible only to that pull request, so a dispatch restores the store from this run's artifact.
     */
    fromRun: z
      .string()
      .regex(/^[1-9][0-9]{0,19}$/, 'fromRun must be a workflow run ID')
      .optional(),
    /**
     * A re-run of the job that writes this summary ("Re-run jobs" on its workflow run) would reopen
     * a run that failed because nodes failed (the Action knows: that job saved the run, and had no
     * position input). Absent: the summary offers the retry-failed command alone.
     */
    rerunReopens: z.boolean().optional(),
    /**
     * Another job drives the run now (it claimed the session the job that writes this summary was
     * refused): what is stored here is the run before that job's work, so the summary, the step
     * outputs and the log give no commands to answer or resume it (they would race that job).
     */
    drivenElsewhere: z.boolean().optional(),
    /**
     * Where the CLI that prints the commands found the run (absent in the Action): its CLI commands
     * name the same store (`--store`, `--namespace`), and resume and retry-failed the same `--root`.
     */
    cliLocation: cliLocationSchema().optional(),
    /** Byte limit of the rendered Markdown (the Action may keep room for its own lines). */
    maxBytes: z
      .number()
      .int()
      .min(64 * 1024, 'maxBytes must be at least 65536')
      .max(maxSummaryBytes, `maxBytes must be at most ${maxSummaryBytes}`)
      .default(maxSummaryBytes),
  }),
);
export type SummaryContext = z.input<ReturnType<typeof summaryContextSchema>>;
export type ParsedSummaryContext = z.output<ReturnType<typeof summaryContextSchema>>;

export function parseSummaryContext(context: SummaryContext): ParsedSummaryContext {
  const parsed = summaryContextSchema().safeParse(context);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? undefined : issue.path.join('.');
  const message = issue?.message ?? 'invalid summary context';
  throw new ReportError(
    'INVALID_SUMMARY_CONTEXT',
    field === undefined ? message : `${field}: ${message}`,
    field === undefined ? {} : { field },
  );
}

/** The file name `gh workflow run` takes (the last segment of the workflow path). */
export function workflowFileName(workflowFile: string): string {
  return workflowFile.slice(workflowFile.lastIndexOf('/') + 1);
}

/**
 * `owner/repo/.github/workflows/x.yml@refs/heads/main` -> repository, workflow path and ref.
 * Undefined when the value does not have that shape.
 */
export function parseWorkflowRef(value: string): { repository: string; workflowFile: string; ref: string } | undefined {
  const at = value.lastIndexOf('@');
  if (at <= 0) return undefined;
  const [owner, repo, ...rest] = value.slice(0, at).split('/');
  if (owner === undefined || repo === undefined || rest.length === 0 || rest.some((part) => part === ''))
    return undefined;
  return { repository: `${owner}/${repo}`, workflowFile: rest.join('/'), ref: value.slice(at + 1) };
}

const branchOf = (ref: string): string | undefined => {
  for (const prefix of ['refs/heads/', 'refs/tags/']) if (ref.startsWith(prefix)) return ref.slice(prefix.length);
  return undefined;
};

/**
 * The context of a GitHub Actions job. `--ref` is the branch the run's cache is visible from:
 * a pull request's head branch, else the pushed/dispatched branch or tag (a merge ref such as
 * `refs/pull/1/merge` cannot be dispatched, so it is left out).
 */
export function summaryContextFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  inputNames: {
    runId?: string;
    position?: string;
    decision?: string;
    fromRun?: string;
    answer?: string;
    decisionOutput?: string;
  } = {},
): SummaryContext {
  const nonEmpty = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const workflowRef = nonEmpty('GITHUB_WORKFLOW_REF');
  const parsed = workflowRef === undefined ? undefined : parseWorkflowRef(workflowRef);
  const fullRef = nonEmpty('GITHUB_REF');
  const refType = nonEmpty('GITHUB_REF_TYPE');
  const ref =
    nonEmpty('GITHUB_HEAD_REF') ??
    (fullRef !== undefined
      ? branchOf(fullRef)
      : refType === 'branch' || refType === 'tag'
        ? nonEmpty('GITHUB_REF_NAME')
        : undefined);
  const context: SummaryContext = { inputNames: { ...inputNames } };
  if (parsed !== undefined) context.workflowFile = parsed.workflowFile;
  if (ref !== undefined) context.ref = ref;
  const repository = nonEmpty('GITHUB_REPOSITORY') ?? parsed?.repository;
  if (repository !== undefined) context.repository = repository;
  const serverUrl = nonEmpty('GITHUB_SERVER_URL');
  if (serverUrl !== undefined) context.serverUrl = serverUrl;
  // A pull request's caches are scoped to it: a dispatch on its head branch cannot see them, but
  // this run's store artifact can be downloaded (from-run).
  const event = nonEmpty('GITHUB_EVENT_NAME');
  const runId = nonEmpty('GITHUB_RUN_ID');
  if ((event === 'pull_request' || event === 'pull_request_target') && runId !== undefined) context.fromRun = runId;
  return context;
}
