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
      // Site links are plain anchors in the visitor's language (SiteLink), navigated on the client by
      // one listener per page (ClientNavigation); paths are read without their language prefix.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use SiteLink from '@/components/navigation/SiteLink'." },
            {
              name: 'next/navigation',
              importNames: ['usePathname'],
              message: "Use usePagePath from '@/components/navigation/use-page-path' (no language prefix).",
            },
          ],
        },
      ],
    },
  },
]);
