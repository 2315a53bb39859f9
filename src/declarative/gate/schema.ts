// A gate node (`ask:`) as written in the graph file and as stored in the host config. A gate asks a
// person a question with typed fields; the run pauses there (no machine waits) and a resume with an
// answer continues it. Cross-field rules (options only for choice, defaults that fit) are checked here
// so their issues carry the field's path, line and column.
import { z } from 'zod';
import { gateFieldTypes } from '../../graph/index.ts';
import { durationProblem, parseDuration } from '../duration.ts';
import { conditionSchema } from '../conditions/schema.ts';

const fieldNamePattern = /^[A-Za-z0-9_-]{1,64}$/;
// GitHub logins: letters, digits and single hyphens, at most 39 characters (bots end in [bot]).
const loginPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const scalar = z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string, number or boolean' });

const fieldSchema = z
  .strictObject(
    {
      type: z.enum(gateFieldTypes, { error: `must be one of ${gateFieldTypes.join(', ')}` }),
      options: z
        .array(z.union([z.string(), z.number(), z.boolean()]).transform(String), {
          error: 'must be a list of options',
        })
        .min(1, 'must list at least one option')
        .optional(),
      required: z.boolean({ error: 'must be true or false' }).optional(),
      default: scalar.optional(),
      description: z.string({ error: 'must be a string' }).max(1000, 'must be at most 1000 characters').optional(),
    },
    { error: 'must be a map with type, options, required, default and/or description' },
  )
  .superRefine((field, ctx) => {
    if (field.type === 'choice' && field.options === undefined)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a choice field needs options (a list)' });
    if (field.type !== 'choice' && field.options !== undefined)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'only a choice field takes options' });
    if (field.options !== undefined && new Set(field.options).size !== field.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be different from each other' });
    const value = field.default;
    if (value === undefined) return;
    const fits =
      field.type === 'choice'
        ? typeof value === 'string' && (field.options ?? []).includes(value)
        : field.type === 'boolean'
          ? typeof value === 'boolean'
          : field.type === 'number'
            ? typeof value === 'number'
            : typeof value === 'string';
    if (!fits) {
      const want =
        field.type === 'choice' ? `one of the options (${(field.options ?? []).join(', ')})` : `a ${field.type}`;
      ctx.addIssue({ code: 'custom', path: ['default'], message: `must be ${want}` });
    }
  });

export const askSchema = z.strictObject(
  {
    /** Templated like prompts: {{ inputs.x }}, {{ needs.y.output }} ... */
    question: z.string({ error: 'must be a string' }).min(1, 'must not be empty').max(4000, 'at most 4000 characters'),
    fields: z
      .record(z.string().regex(fieldNamePattern, 'field names must be 1-64 letters, digits, "_" or "-"'), fieldSchema, {
        error: 'must be a map of field names to fields',
      })
      .optional(),
    'allowed-actors': z
      .array(z.string({ error: 'must be a GitHub login' }).regex(loginPattern, 'must be a GitHub login'), {
        error: 'must be a list of GitHub logins',
      })
      // An empty list would read as "no one" but let anyone answer: leaving the key out says that.
      .min(1, 'must list at least one GitHub login (leave allowed-actors out to let anyone who may resume answer)')
      .optional(),
    timeout: z
      .unknown()
      .superRefine((value, ctx) => {
        if (parseDuration(value) === undefined) ctx.addIssue({ code: 'custom', message: durationProblem(value) });
      })
      .optional(),
  },
  { error: 'must be a map with question, fields, allowed-actors and/or timeout' },
);
export type AskDocument = z.infer<typeof askSchema>;
export const askKeys = Object.keys(askSchema.shape);

export const gateNodeConfigSchema = z.strictObject({
  kind: z.literal('gate'),
  question: z.string(),
  fields: z.array(
    z.strictObject({
      name: z.string().min(1),
      type: z.enum(gateFieldTypes),
      options: z.array(z.string()).optional(),
      required: z.boolean(),
      default: z.union([z.string(), z.number(), z.boolean()]).optional(),
      description: z.string().optional(),
    }),
  ),
  allowedActors: z.array(z.string()),
  timeoutMs: z.number().int().positive().optional(),
  when: conditionSchema.optional(),
});
export type GateNodeConfig = z.infer<typeof gateNodeConfigSchema>;
