import fs from 'node:fs'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const webFeatures = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url))
const serverModules = fs.readdirSync(new URL('./apps/server/src/modules', import.meta.url))
/** Import patterns that reach into a feature past its entrance, index.ts. */
const pastEntrance = (modules) => modules.flatMap((name) => [`**/${name}/*`, `!**/${name}/index.ts`])

export default tseslint.config(
  { ignores: ['**/dist/', '**/node_modules/', 'data/', 'apps/server/drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layers point one way. Infrastructure knows no feature: a plugin that needs a feature's
  // functions gets them as an option where it is registered.
  {
    files: ['apps/server/src/{db,lib,plugins}/**/*.ts', 'apps/server/src/{config,errors}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'db/, lib/ and plugins/ must not import a feature.' }] },
      ],
    },
  },
  // A server feature uses another only through its entrance (index.ts), and so does app.ts: what
  // a feature does not export is its own to change.
  {
    files: ['apps/server/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: pastEntrance(serverModules), message: 'Import a feature through its index.ts.' }] },
      ],
    },
  },
  ...serverModules.map((name) => ({
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: pastEntrance(serverModules.filter((other) => other !== name)),
              message: 'A feature imports another only through its index.ts: export what it needs there.',
            },
          ],
        },
      ],
    },
  })),
  // Services open transactions with db/transaction.ts's inTransaction, whose afterCommit the
  // writers rely on to clear caches once the change is visible; so do the scripts that write
  // through them (the demo's seed, the benches).
  {
    files: ['apps/server/src/modules/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions with inTransaction (or savepoint) from db/transaction.ts.',
        },
      ],
    },
  },
  // The web app's layers point one way too: components/ and lib/ know no feature.
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**'],
              message: 'components/ and lib/ must not import a feature: what a feature shares, its index.ts exports.',
            },
          ],
        },
      ],
    },
  },
  // A web feature uses shared components, lib and the contract, and another feature only through
  // its entrance (index.ts), as on the server: a query two pages share stays in the feature that
  // owns its data. (The router in app/ loads each page module on its own, to split the code.)
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: pastEntrance(webFeatures.filter((other) => other !== feature)),
              message: 'A feature imports another only through its index.ts: export what it needs there.',
            },
          ],
        },
      ],
    },
  })),
  // The app says what happened on the page (an alert beside what failed, a toast for a
  // confirmation, ConfirmDialog before a destructive action): a browser pop-up blocks the page,
  // cannot be styled or translated around, and is read out of context.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-alert': 'error',
      'no-restricted-globals': [
        'error',
        ...['alert', 'confirm', 'prompt'].map((name) => ({
          name,
          message: 'Show it on the page: Alert or ErrorMessage beside what failed, useToast, or ConfirmDialog.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['alert', 'confirm', 'prompt'].map((property) => ({
            object,
            property,
            message: 'Show it on the page: Alert or ErrorMessage beside what failed, useToast, or ConfirmDialog.',
          })),
        ),
      ],
    },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', '**/e2e/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
)
