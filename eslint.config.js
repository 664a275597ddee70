import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layout of the two React apps (bulletproof-react, docs/decisions): `app` composes features;
 * a feature imports only itself and the shared layer (components, hooks, lib); the shared layer
 * imports no feature and not the app. Each app's source root has an alias (web `~`, admin-ui `@`).
 */
const APPS = [
  { dir: 'web', alias: '~' },
  { dir: 'admin-ui', alias: '@' },
];

function featuresOf(dir) {
  return fs
    .readdirSync(new URL(`./${dir}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function layoutRules({ dir, alias }) {
  const features = featuresOf(dir);
  const appLayer = {
    group: [`${alias}/app`, `${alias}/app/**`],
    message: 'Only the app layer composes routes and layouts: pass what is needed in instead.',
  };
  return [
    {
      files: [`${dir}/src/{components,hooks,lib}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [`${alias}/features/**`, '**/features/**'],
                message:
                  'Shared code (components, hooks, lib) may not import a feature: pass it in from the app layer, or move what both need into the shared layer.',
              },
              appLayer,
            ],
          },
        ],
      },
    },
    ...features.map((feature) => ({
      files: [`${dir}/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  `${alias}/features/*`,
                  `!${alias}/features/${feature}`,
                  `!${alias}/features/${feature}/**`,
                  ...features.filter((other) => other !== feature).map((other) => `../${other}/**`),
                  '../../**',
                ],
                message: `features/${feature} may not import another feature: compose them in the app layer, or move what both need into components, hooks or lib.`,
              },
              appLayer,
            ],
          },
        ],
      },
    })),
  ];
}

/** One lint config for every workspace; formatting is Prettier's business. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.strapi/**',
      '**/.react-router/**',
      '**/.tmp/**',
      '**/.cache/**',
      'cms/types/generated/**',
      'cms/public/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['cms/**/*.js', 'scripts/**/*.js', 'tools/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['cms/tests/**/*.ts', 'cms/scripts/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['web/**/*.tsx', 'admin-ui/**/*.tsx'],
  },
  {
    ...testingLibrary.configs['flat/react'],
    files: ['web/**/*.test.{ts,tsx}', 'admin-ui/**/*.test.{ts,tsx}'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
    },
  },
  ...APPS.flatMap(layoutRules),
  prettier,
);
