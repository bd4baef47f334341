import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { parseEnv } from 'node:util';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The content folders: the samples' and the owner's own (CONTENT_DIR, from the environment or
 * `.env`, as build-config.ts reads it).
 */
const envFile = path.join(import.meta.dirname, '.env');
const ownContent = (
  process.env.CONTENT_DIR?.trim() ||
  (existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')).CONTENT_DIR?.trim() : '') ||
  ''
).replace(/^\.\/|\/+$/g, '');
const contentFiles = [
  'src/content/**/*.ts',
  'examples/*/**/*.ts',
  ...(ownContent && !path.isAbsolute(ownContent) && !ownContent.startsWith('..')
    ? [`${ownContent}/**/*.ts`]
    : []),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist.rr-build',
      '.e2e-builds',
      '.react-router',
      'test-results',
      'playwright-report',
      'outbox',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // A text that may be translated ({ en, tr }) in a plain template string reads
    // "[object Object]": in content, only texts and numbers go into `${…}` (localised`…` mixes
    // in translated ones; see src/model/localised.ts). The content check says the same at run time.
    files: contentFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowNumber: true,
          allowAny: false,
          allowBoolean: false,
          allowNullish: false,
          allowNever: false,
          allowRegExp: false,
        },
      ],
    },
  },
  {
    // Build scripts, the local server and test tooling report to the terminal.
    files: ['scripts/**', 'server/**', 'e2e/**', 'bench/**', 'playwright.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
