// ESLint (flat config): typescript-eslint strict + type-checked rules, and the import rules that
// keep DESIGN.md section 2 true: no import cycles, and a layer reached from another layer only
// through its public surface (index.ts or contract.ts; engine also publishes command/ and
// testing/ as the package's `supervised-run/command` and `supervised-run/testing`).
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const layers = ['store', 'engine', 'graph', 'workspace', 'runner', 'declarative', 'report', 'action', 'cli'];

/** The modules of a layer that other layers may import. */
const surfaces = {
  engine: ['./index.ts', './contract.ts', './command/index.ts', './testing/index.ts'],
};

const layerZones = layers.map((layer) => ({
  target: `./src/!(${layer})/**/*`,
  from: `./src/${layer}`,
  except: surfaces[layer] ?? ['./index.ts', './contract.ts'],
  message: `import the ${layer} layer through its public surface (src/${layer}/index.ts or contract.ts), DESIGN.md section 2`,
}));

export default tseslint.config(
  { ignores: ['dist/', 'lib/', 'node_modules/', 'coverage/', '.tmp/', 'bench/peers/', 'bench/node_modules/'] },
  ...tseslint.configs.strictTypeChecked,
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // How import-x parses the files it follows (for no-cycle) and resolves `./x.ts` specifiers.
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      // Template literals print numbers and booleans in messages all over; both are fine.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // Off, on purpose: with noUncheckedIndexedAccess every map and array lookup is optional, and the
      // code's `!` marks a lookup of a key it just took from the same map or array (a DAG's node IDs,
      // a regex group that matched). A runtime check there would be a branch no input can reach.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `async` marks functions that implement a Promise-returning contract (fakes, sync procfs reads
      // behind an async API); the compiler checks what they return.
      '@typescript-eslint/require-await': 'off',
      // Rethrowing what a catch or a settled attempt holds (typed unknown) is not throwing a literal.
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingUnknown: true }],
      // `() => void work()` and `(x) => list.push(x)` callbacks read as intended; blocks elsewhere.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `[...text]` splits by code point on purpose: widths and cuts in the summary and CLI are counted
      // in code points (never inside a surrogate pair); grapheme clusters are not needed there.
      '@typescript-eslint/no-misused-spread': 'off',
      // A hook may answer nothing or a veto: `Promise<void | Veto>` says exactly that.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // `_name` and the rest-sibling idiom `{ dropped: _d, ...rest }` are deliberate.
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read child-process output and stored JSON with JSON.parse and then assert its shape with
    // expect(): a wrong shape fails the assertion, so the any-typed reads are not hiding bugs there.
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'examples/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Test servers end a handler with `return reply(...)`; fuzz tests throw non-Error values and
      // delete fields on purpose; afterAll cleanups guard against a beforeAll that failed midway.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  {
    // Plain JavaScript (this file, fixtures): no type information.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
