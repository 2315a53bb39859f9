// The Action runs the committed bundles: dist/ must be built from the committed sources.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { distSourcesDigest } from '../../scripts/dist-sources.ts';

const root = join(import.meta.dirname, '..', '..');

it('dist/ holds every bundle action.yml and package.json name', () => {
  for (const file of ['main.js', 'post.js', 'worker.js', 'cli.js'])
    expect(existsSync(join(root, 'dist', file)), file).toBe(true);
  expect(readFileSync(join(root, 'dist', 'cli.js'), 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
});

it('dist/ was built from the sources as committed (run `npm run build` after changing src/)', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'dist', 'manifest.json'), 'utf8')) as { sources: string };
  expect(manifest.sources).toBe(distSourcesDigest(root));
});
