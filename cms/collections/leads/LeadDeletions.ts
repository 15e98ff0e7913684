import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload';

import { serverWrittenAccess } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';

/**
 * The record of deleted leads. Deleting a lead is for a data-subject request under the PDPA (admins only);
 * what is kept is that it happened, when and by whom, and the lead's number and date, never its personal
 * data. Written only by the lead collection's afterDelete hook; nobody can change or remove an entry.
 */
export const LeadDeletions: CollectionConfig = {
  slug: 'lead-deletions',
  labels: { singular: l('Deleted lead', 'ลีดที่ถูกลบ'), plural: l('Deleted leads', 'ลีดที่ถูกลบ') },
  admin: {
    useAsTitle: 'leadId',
    defaultColumns: ['createdAt', 'leadId', 'leadCreatedAt', 'deletedByName'],
    hidden: ({ user }) => !(user as { roles?: string[] } | null)?.roles?.includes('admin'),
    description: l(
      'Leads deleted on a data-subject request (PDPA). Personal data is not kept here.',
      'ลีดที่ถูกลบตามคำขอของเจ้าของข้อมูล (PDPA) ไม่มีการเก็บข้อมูลส่วนบุคคลไว้ที่นี่',
    ),
  },
  defaultSort: '-createdAt',
  access: serverWrittenAccess,
  fields: [
    { name: 'leadId', label: l('Lead number', 'หมายเลขลีด'), type: 'number', required: true },
    { name: 'leadCreatedAt', label: l('Lead received', 'วันที่ได้รับลีด'), type: 'date' },
    { name: 'deletedBy', label: l('Deleted by', 'ลบโดย'), type: 'relationship', relationTo: 'users' },
    { name: 'deletedByName', label: l('Deleted by (name)', 'ลบโดย (ชื่อ)'), type: 'text' },
  ],
};

/** Records the deletion in the same transaction as the delete itself. */
export const recordLeadDeletion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const user = req.user as { id?: number; username?: string; email?: string } | null | undefined;
  await req.payload.create({
    collection: 'lead-deletions',
    data: {
      leadId: Number(doc.id),
      leadCreatedAt: doc.createdAt,
      deletedBy: user?.id ?? null,
      deletedByName: user ? String(user.username ?? user.email) : 'system',
    },
    overrideAccess: true,
    req,
  });
};
