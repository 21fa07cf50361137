import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'registry-snapshot/**',
      'test/support/plan-snapshot/**',
      'coverage/**',
      '**/generated/**',
      'pulumi-gen-out/**',
      'bench/data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only the entries (src/index.ts, src/cli/main.ts) read process.env.',
        },
      ],
    },
  },
  {
    files: ['src/index.ts', 'src/cli/main.ts', 'test/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
);
