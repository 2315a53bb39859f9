import { describe, expect, it } from 'vitest';
import { ArgvSyntaxError, splitCommandLine } from '../../src/declarative/argv.ts';

describe('splitCommandLine', () => {
  it('splits on whitespace of any run length', () => {
    expect(splitCommandLine('  npm   run\ttest \n')).toEqual(['npm', 'run', 'test']);
  });

  it('keeps single-quoted text literally, backslashes included', () => {
    expect(splitCommandLine(`echo 'a  b' 'c\\d' '"q"'`)).toEqual(['echo', 'a  b', 'c\\d', '"q"']);
  });

  it('honours the POSIX escapes inside double quotes and keeps other backslashes', () => {
    expect(splitCommandLine(`printf "say \\"hi\\" \\\\ \\$HOME \\n"`)).toEqual(['printf', 'say "hi" \\ $HOME \\n']);
  });

  it('joins quoted and unquoted parts of one word and keeps empty quoted words', () => {
    expect(splitCommandLine(`--name="a b"c '' ""`)).toEqual(['--name=a bc', '', '']);
  });

  it('escapes one character with a backslash outside quotes', () => {
    expect(splitCommandLine('a\\ b c\\"d \\|')).toEqual(['a b', 'c"d', '|']);
  });

  it('expands nothing: variables, globs, tildes and command substitution stay literal or are refused', () => {
    expect(splitCommandLine('echo $HOME ${USER} *.ts ~/x "$PATH"')).toEqual([
      'echo',
      '$HOME',
      '${USER}',
      '*.ts',
      '~/x',
      '$PATH',
    ]);
    expect(() => splitCommandLine('echo $(whoami)')).toThrow('shell operator "$(" at character 6 is not supported');
  });

  it('refuses unquoted shell operators, naming the operator', () => {
    expect(() => splitCommandLine('npm test && npm run build')).toThrow(
      'shell operator "&&" at character 10 is not supported: the string is split without a shell',
    );
    for (const [text, op] of [
      ['a | b', '|'],
      ['a; b', ';'],
      ['a > f', '>'],
      ['a >> f', '>>'],
      ['a < f', '<'],
      ['a &', '&'],
      ['`id`', '`'],
    ]) {
      expect(() => splitCommandLine(text!), text).toThrow(`shell operator "${op}"`);
    }
    expect(splitCommandLine(`echo '&&' "a|b" ">"`)).toEqual(['echo', '&&', 'a|b', '>']);
  });

  it('refuses unterminated quotes, a trailing backslash and an empty command', () => {
    expect(() => splitCommandLine(`echo 'abc`)).toThrow(
      new ArgvSyntaxError('unterminated single quote at character 6'),
    );
    expect(() => splitCommandLine(`echo "abc`)).toThrow(
      new ArgvSyntaxError('unterminated double quote at character 6'),
    );
    expect(() => splitCommandLine('echo \\')).toThrow('trailing backslash escapes nothing');
    expect(() => splitCommandLine('   ')).toThrow('the command is empty');
  });
});

describe('splitCommandLine refuses what only a shell would honour', () => {
  it('refuses a comment starting a word, and keeps # inside a word or quoted', () => {
    expect(() => splitCommandLine('npm test # runs the suite')).toThrow(
      '"#" at character 10 starts a shell comment, but the string is split without a shell, so the comment words would be passed as arguments',
    );
    expect(() => splitCommandLine('#x')).toThrow('starts a shell comment');
    expect(splitCommandLine(`echo a#b '#' "# c" \\#`)).toEqual(['echo', 'a#b', '#', '# c', '#']);
  });

  it('refuses a leading NAME=value assignment, saying to use env: or the list form', () => {
    expect(() => splitCommandLine('FOO=1 npm test')).toThrow(
      '"FOO=1" at character 1 is a shell variable assignment, but the string is split without a shell, so it would run an executable named "FOO=1": set the variable with the node\'s env: map (env: { FOO: "1" }), or use the list form [env, FOO=1, ...] to run env(1)',
    );
    expect(() => splitCommandLine('  _X=  npm')).toThrow('"_X=" at character 3 is a shell variable assignment');
    // Only the first word, and only unquoted: later words and quoted names are plain arguments.
    expect(splitCommandLine('make CC=gcc')).toEqual(['make', 'CC=gcc']);
    expect(splitCommandLine(`env FOO=1 npm`)).toEqual(['env', 'FOO=1', 'npm']);
    expect(splitCommandLine(`"FOO=1" x`)).toEqual(['FOO=1', 'x']);
    expect(splitCommandLine('1X=2 y')).toEqual(['1X=2', 'y']);
  });
});
