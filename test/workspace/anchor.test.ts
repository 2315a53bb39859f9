import { describe, expect, it } from 'vitest';
import {
  parseWorkspaceAnchor,
  parseWorkspaceContent,
  sha256Digest,
  WorkspaceError,
  workspaceFingerprint,
  type WorkspaceAnchor,
  type WorkspaceFile,
} from '../../src/workspace/index.ts';

const head = 'c'.repeat(40);

function anchorWith(files: WorkspaceFile[]): WorkspaceAnchor {
  return { schemaVersion: 1, root: '/repo', head, fingerprint: workspaceFingerprint(head, files), files };
}

function untracked(filePath: string, text: string): WorkspaceFile {
  return {
    path: filePath,
    status: 'untracked',
    digest: sha256Digest(Buffer.from(text)),
    mode: '100644',
    bytes: Buffer.byteLength(text),
  };
}

function refusal(action: () => unknown): WorkspaceError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(WorkspaceError);
    return error as WorkspaceError;
  }
  throw new Error('expected a refusal');
}

describe('parseWorkspaceAnchor', () => {
  it('accepts a well-formed anchor', () => {
    const anchor = anchorWith([
      untracked('src/a.ts', 'a'),
      { path: 'old.txt', status: 'deleted', digest: null, mode: '100755', bytes: 0 },
    ]);
    expect(parseWorkspaceAnchor(JSON.parse(JSON.stringify(anchor)))).toEqual(anchor);
  });

  it.each([
    '../x',
    '/etc/passwd',
    '.git/config',
    'a/../../b',
    'sub/.GIT/hooks/pre-commit',
    '.git./config',
    'a//b',
    './a',
    'a/',
    '',
    'a\0b',
    'C:/x',
  ])('refuses the hostile path %j with WORKSPACE_ANCHOR_INVALID', (hostile) => {
    const error = refusal(() => parseWorkspaceAnchor(anchorWith([untracked(hostile, 'x')])));
    expect(error.code).toBe('WORKSPACE_ANCHOR_INVALID');
    expect(error.message).toMatch(/files\[0\]\.path: path /);
  });

  it('refuses a fingerprint that does not match, duplicates, and inconsistent deleted entries', () => {
    const anchor = anchorWith([untracked('a', 'a')]);
    expect(
      refusal(() => parseWorkspaceAnchor({ ...anchor, fingerprint: `sha256:${'0'.repeat(64)}` })).message,
    ).toContain('fingerprint does not match');
    expect(
      refusal(() => parseWorkspaceAnchor(anchorWith([untracked('a', 'a'), untracked('a', 'b')]))).message,
    ).toContain('listed twice');
    const deletedWithDigest = {
      path: 'a',
      status: 'deleted',
      digest: sha256Digest(Buffer.from('a')),
      mode: '100644',
      bytes: 0,
    } as const;
    expect(refusal(() => parseWorkspaceAnchor(anchorWith([deletedWithDigest]))).code).toBe('WORKSPACE_ANCHOR_INVALID');
    expect(refusal(() => parseWorkspaceAnchor({ ...anchor, schemaVersion: 2 })).code).toBe('WORKSPACE_ANCHOR_INVALID');
    expect(refusal(() => parseWorkspaceAnchor({ ...anchor, head: 'HEAD' })).code).toBe('WORKSPACE_ANCHOR_INVALID');
  });
});

describe('parseWorkspaceContent', () => {
  const anchor = anchorWith([untracked('a.txt', 'alpha'), untracked('b.bin', '\u0000\u0001')]);
  const content = {
    schemaVersion: 1,
    anchorFingerprint: anchor.fingerprint,
    files: [
      { path: 'a.txt', mode: '100644', contentBase64: Buffer.from('alpha').toString('base64') },
      { path: 'b.bin', mode: '100644', contentBase64: Buffer.from('\u0000\u0001').toString('base64') },
    ],
  };

  it('returns the verified bytes by path', () => {
    const bytes = parseWorkspaceContent(anchor, content);
    expect(bytes.get('a.txt')?.toString()).toBe('alpha');
    expect([...bytes.keys()]).toEqual(['a.txt', 'b.bin']);
  });

  it('refuses tampered bytes, missing or extra files, another anchor, and another mode', () => {
    const [first, second] = content.files as [(typeof content.files)[0], (typeof content.files)[0]];
    const cases: Array<[unknown, string]> = [
      [
        { ...content, files: [{ ...first, contentBase64: Buffer.from('alphA').toString('base64') }, second] },
        'does not match the anchor digest',
      ],
      [{ ...content, files: [first] }, 'content for "b.bin" is missing'],
      [{ ...content, files: [first, second, { ...first, path: 'c.txt' }] }, 'does not list as present'],
      [{ ...content, files: [first, second, first] }, 'listed twice'],
      [{ ...content, anchorFingerprint: `sha256:${'1'.repeat(64)}` }, 'belongs to anchor'],
      [{ ...content, files: [{ ...first, mode: '100755' }, second] }, 'content mode'],
      [{ ...content, files: [{ ...first, contentBase64: '***' }, second] }, 'files[0].contentBase64'],
      [{ ...content, files: [{ ...first, path: '../a.txt' }, second] }, 'files[0].path'],
    ];
    for (const [value, message] of cases) {
      const error = refusal(() => parseWorkspaceContent(anchor, value));
      expect(error.code).toBe('WORKSPACE_ANCHOR_INVALID');
      expect(error.message).toContain(message);
    }
  });
});
