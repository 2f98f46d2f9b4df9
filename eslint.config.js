import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist', 'dist-*', 'node_modules', 'coverage', 'e2e/.output', 'public/mockServiceWorker.js']),
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
);
