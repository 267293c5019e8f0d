// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const COMPILER_LAYER =
  'The compiler is below content, the CLI and the apps: move the code up to the package that needs both.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '.test-results/**',
      // The local backend's generated bundles and data (serverless-esbuild, `npm start -- --persist`).
      '.esbuild/**',
      '.serverless/**',
      '.local/**',
      // AssemblyScript: decorators on functions and its own type rules; `asc` checks these files.
      'engine-wasm/assembly/**',
      'compiler/src/st/parse/generated/**',
      'compiler/src/model/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Layers: engine-wasm < compiler < content, widget < cli, web, functions. The compiler imports
    // no package above it, statically, in a type or dynamically (import() is not an import declaration).
    files: ['compiler/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(@plcsim/(?!engine-wasm(/|$)|compiler(/|$))|(\\.\\./)+(content|cli|widget|web|functions|stories)/)',
              message: COMPILER_LAYER,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@plcsim.(?!engine-wasm|compiler)/]',
          message: COMPILER_LAYER,
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
