import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.data/', 'coverage/', '**/__generated__/', 'server/src/generated/', 'prisma/engine/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        // Type information for every file: tsconfig.json's program, plus a default one for the scripts it leaves out.
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'bench/*.mjs', 'scripts/*.mjs', 'scripts/*.cjs', 'test/*.mjs', 'widget/demo/*.mjs', 'widget/*.mjs', 'client/test/*.cjs', 'server/test-support/*.cjs', 'client/public/*.js'],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise nobody awaits fails silently: await it, handle its rejection, or mark it `void` where it can't fail.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['client/**/*.tsx', 'client/**/*.ts', 'widget/**/*.tsx', 'widget/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read loosely typed GraphQL responses; asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/test-support/**', 'test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs', 'relay.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
