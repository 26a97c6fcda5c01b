// ESLint flat config. Import boundaries (docs/architecture.md#dependency-directions): ui never imports data, data never
// imports ui, public routes never import admin code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const boundary = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.site-builds/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      '.ci/**',
      '**/public/mockServiceWorker.js',
      'packages/data/src/database.types.ts',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: boundary(
      '@tembo/ui is the design system: it never imports the data layer.',
      '@tembo/data',
      '@tembo/data/*',
      '**/data/src/**',
      '@supabase/*',
    ),
  },
  {
    files: ['packages/data/**/*.{ts,tsx}'],
    rules: boundary(
      '@tembo/data never imports the design system.',
      '@tembo/ui',
      '@tembo/ui/*',
      '**/ui/src/**',
    ),
  },
  {
    files: ['apps/site/app/**/*.{ts,tsx}'],
    ignores: [
      'apps/site/app/routes/admin/**',
      'apps/site/app/features/admin/**',
      'apps/site/app/routes.ts',
    ],
    rules: boundary(
      'Public code never imports admin code: admin is lazy-loaded behind the role guard.',
      '**/admin/**',
      '**/admin',
    ),
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'scripts/**',
      '.ci/**',
      '**/scripts/**',
      'packages/local-supabase/src/cli.ts',
      'tests/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
