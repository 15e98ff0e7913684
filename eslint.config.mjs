import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next*/**',
    'data/**',
    'node_modules/**',
    'next-env.d.ts',
    'cms/payload-types.ts',
    'cms/migrations/**',
    'app/(payload)/admin/importMap.js',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
  ]),
  {
    rules: {
      // Site code must use next-intl's localized navigation (see ARCHITECTURE.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use Link from '@/i18n/navigation'." }],
        },
      ],
    },
  },
]);
