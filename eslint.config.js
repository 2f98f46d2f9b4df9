import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import { defineConfig, globalIgnores } from 'eslint/config'
import i18next from 'eslint-plugin-i18next'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FEATURES = [
  'admin',
  'all-volumes',
  'auth',
  'backups',
  'images',
  'instances',
  'overview',
  'settings',
  'snapshots',
  'transfers',
  'volumes',
]

const TABLES = 'Draw tables with DataTable (src/components/table): one idiom, columns fitted to the width.'
const TABLE_PARTS = ['Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead', 'TableRow', 'TableSortLabel']

/** Where code may not import from, as bulletproof-react draws it: features stand side by side. */
const zones = [
  // A feature imports no other feature: what two features share lives below them.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need to src/attachments, dialogs, components, queries or lib.',
  })),
  // Imports point down: app → features → attachments, dialogs → lib, queries, components → rules → api.
  {
    target: [
      './src/attachments',
      './src/dialogs',
      './src/components',
      './src/lib',
      './src/queries',
      './src/rules',
      './src/api',
      './src/i18n',
      './src/mocks',
    ],
    from: ['./src/features', './src/app'],
    message: 'Shared code does not import a feature or the app.',
  },
  {
    target: ['./src/components', './src/rules', './src/api', './src/i18n'],
    from: ['./src/attachments', './src/dialogs', './src/lib', './src/queries'],
    message: 'Components, rules and the API module sit below the data layer.',
  },
  {
    target: './src/api',
    from: ['./src/rules', './src/components', './src/i18n', './src/mocks'],
    message: 'The API module states facts: no rules, no UI, no wording (the UI words its reason codes).',
  },
]

const NO_UI = {
  group: ['react', 'react-*', '@mui/*', '@tanstack/*', '**/app/**', '**/features/**'],
  message: 'No UI code here.',
}
const NO_DEMO_CLOUD = {
  group: ['**/mocks/**', 'msw', 'msw/*'],
  message: 'The API module and the rules must not depend on the demo cloud.',
}

export default defineConfig(
  // The lint fixtures break the rules on purpose; src/test/lint-rules.test.ts lints them.
  globalIgnores([
    'dist',
    'dist-*',
    '.bench',
    'node_modules',
    'coverage',
    'e2e/.output',
    'e2e/.output-axe',
    'e2e/over-http/.output*',
    'src/test/lint-fixtures',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    // The signed-in client is not part of any key: the cache belongs to one session (a new
    // account starts with an empty cache, the same account refetches; SessionProvider).
    rules: { '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['OpenStackClient'] } }] },
  },
  {
    // Imports: the layers of the app (zones) and no import cycles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The imported files are TypeScript too: parse them with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Type-aware: a promise nobody awaits, catches or marks with `void` is an error.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: {
      parserOptions: {
        // lint-probe.ts files exist only in src/test/lint-rules.test.ts, which lints them as text.
        projectService: {
          allowDefaultProject: [
            'src/*/lint-probe.ts',
            'src/*/lint-probe.test.ts',
            'src/*/lint-probe.isolated.test.ts',
            'src/features/*/lint-probe.ts',
            'e2e/lint-probe.spec.ts',
          ],
          // The probes of src/test/lint-rules.test.ts, which exist only in that test (10 paths).
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 12,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // React code only: the API client and the demo cloud must not use React, and their
    // test helpers may be named use*() without being hooks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/mocks/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Imports point one way: the API module and the rules know nothing of React or the demo
    // cloud; the demo cloud knows nothing of React. (A later block naming the same rule replaces
    // an earlier one for the files both match, so each set of files gets every pattern it needs.)
    files: ['src/mocks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_UI] }] },
  },
  {
    files: ['src/api/**', 'src/rules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_UI, NO_DEMO_CLOUD] }] },
  },
  {
    // Their tests may start the demo cloud.
    files: ['src/api/**/*.test.ts', 'src/rules/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_UI] }] },
  },
  {
    // A dialog sends through DialogForm with its write (mutation=…), which reads the pending state,
    // the error and a lost answer from it and submits through its submitForm: only DialogForm and
    // the export of every matching row (a read, not a write) draw the layout themselves. A
    // confirmation has no dummy form of its own: DialogForm gives it an empty one.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/components/dialog/DialogForm.tsx',
      'src/components/table/ExportDialog.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/\\/DialogFormLayout$/]',
          message:
            'Use DialogForm with mutation={…} and toVars={…}: it wires the submit, the pending state and the error.',
        },
        {
          selector: "CallExpression[callee.name='useForm'][arguments.length=0]",
          message:
            'A confirmation needs no form: leave out form= and DialogForm submits an empty one through the write.',
        },
      ],
    },
  },
  {
    // Files of the node and dom test projects share their worker's modules (vite.config.ts): a
    // module replaced there would stay replaced for the files after, or miss where it was
    // already loaded. Replacing modules is for files of their own, *.isolated.test.*.
    files: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'Files here share their modules: name a file that replaces modules *.isolated.test.ts(x), which runs in its own.',
        },
        {
          // src/test/setup.ts sets one cap for every file; a file of its own lowered it to 10 s,
          // and its tests failed on a loaded machine.
          selector: "CallExpression[callee.name='configure'] Property[key.name='asyncUtilTimeout']",
          message:
            "Testing Library's wait cap is set once, in src/test/setup.ts, for a loaded machine: do not lower it in a file.",
        },
      ],
    },
  },
  {
    // The journeys take `test` from e2e/page-errors.ts, which attaches the page's own errors to a
    // failure's report.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from e2e/page-errors.ts: a failure's report then shows what the page reported.",
            },
          ],
        },
      ],
    },
  },
  {
    // One idiom for tables: every table is a TanStack table drawn by DataTable
    // (src/components/table), which fits its columns to the width there is.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/table/**', 'src/api/**', 'src/rules/**', 'src/mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...TABLE_PARTS.map((name) => ({ name: `@mui/material/${name}`, message: TABLES })),
            { name: '@mui/material', importNames: TABLE_PARTS, message: TABLES },
          ],
        },
      ],
    },
  },
  {
    // Every visible string goes through t(): JSX text and the props users read or hear.
    // Tests, the demo cloud's own pages and non-UI code are out of scope.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'placeholder',
              'helperText',
              'alt',
              'primary',
              'secondary',
              'subheader',
              'tooltip',
              'reason',
              'text',
              'message',
              'emptyText',
              'heading',
              'description',
            ],
          },
          callees: { exclude: ['t', 'tr', 'field', 'i18n(ext)?', 'require', 'includes', 'startsWith', 'endsWith'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '^\\s*[·—–•|/×:…▾▸]\\s*$'] },
        },
      ],
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A leading underscore marks a deliberately unused name (also `{ omitted, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
)
