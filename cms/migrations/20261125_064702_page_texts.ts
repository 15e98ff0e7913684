// Written by hand (no schema change, so no snapshot): the texts of the pages move from messages/
// into the page collections that 20261125_064701_pages created (cms/page-texts/).
import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { movePageTexts, removePageTexts } from '@/cms/page-texts/move-page-texts'

export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await movePageTexts(payload, req)
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  await removePageTexts(payload, req)
}
