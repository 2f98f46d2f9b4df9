import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
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
