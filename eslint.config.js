import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import i18next from 'eslint-plugin-i18next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores(['dist', 'dist-*', '.bench', 'node_modules', 'coverage', 'e2e/.output']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // React code only: the API client and the demo cloud must not use React, and their
    // test helpers may be named use*() without being hooks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/mocks/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Imports point one way: the API module and the rules know nothing of React or the demo
    // cloud; the demo cloud knows nothing of React.
    files: ['src/api/**', 'src/rules/**', 'src/mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mui/*', '@tanstack/*', '**/app/**', '**/features/**'],
              message: 'No UI code here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**', 'src/rules/**'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', 'msw', 'msw/*'],
              message: 'The API module and the rules must not depend on the demo cloud.',
            },
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
