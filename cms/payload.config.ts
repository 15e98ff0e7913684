import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { en } from '@payloadcms/translations/languages/en';
import { th } from '@payloadcms/translations/languages/th';
import { buildConfig } from 'payload';
import sharp from 'sharp';

import { admin } from '@/cms/admin/config';
import { staffAdmin } from '@/cms/admin/plugin';
import { adminTranslations } from '@/cms/admin/translations';
import { collections } from '@/cms/collections';
import { globals } from '@/cms/globals';
import { databaseAdapter } from '@/cms/database';
import { staffEmailAdapter, staffMailTask } from '@/cms/email/staff-mail';
import { keepValidationDetails } from '@/cms/hooks/validation-errors';
import { jobs, withScheduleRetries } from '@/cms/jobs/config';
import { payloadLogger } from '@/cms/logger';
import { appendLocalizedFields } from '@/cms/types/localized-fields';
import { mediaStorage } from '@/cms/media-storage';
import { defaultLocale, locales, localeNames } from '@/i18n/locales';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const serverURL = process.env.SERVER_URL || undefined;
/** Origins allowed to use the admin cookie: the site itself, plus any listed extra origins. */
const csrfOrigins = [serverURL, ...(process.env.CSRF_EXTRA_ORIGINS ?? '').split(',')]
  .map((origin) => origin?.trim())
  .filter((origin): origin is string => Boolean(origin));

export default buildConfig({
  serverURL,
  // Requests that carry the admin cookie must come from the site itself.
  csrf: csrfOrigins,
  secret: process.env.PAYLOAD_SECRET || '',
  admin: { ...admin, importMap: { baseDir: path.resolve(dirname, '..') } },
  collections,
  globals,
  editor: lexicalEditor(),
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code] })),
    defaultLocale,
    fallback: true,
  },
  i18n: { supportedLanguages: { th, en }, fallbackLanguage: 'th', translations: adminTranslations },
  db: databaseAdapter(path.resolve(dirname, 'migrations')),
  // Staff mail (password resets, invitations) goes through the job queue: cms/email/staff-mail.ts.
  jobs: { ...jobs, tasks: [...(jobs?.tasks ?? []), staffMailTask()] },
  email: staffEmailAdapter(),
  hooks: { afterError: [keepValidationDetails] },
  // staffAdmin last: it dresses every collection and global, including what plugins add.
  plugins: [...mediaStorage(), staffAdmin],
  logger: payloadLogger(),
  // A filter the caller got wrong (an unknown path; a value of the wrong type, cms/hooks/input-checks.ts)
  // is the caller's fault: one info line with the message, like Payload's NotFound and Forbidden, not an
  // error with a stack.
  loggingLevels: { QueryError: 'info' },
  graphQL: { disable: true },
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), postProcess: [appendLocalizedFields] },
}).then(withScheduleRetries);
