/**
 * "Last saved by": who made each save. The value is part of the document, so every version keeps
 * the author of that version, shown in the admin's version comparison. Set from the signed-in user
 * (a scheduled publish runs as the staff member who scheduled it); never from the request body.
 */
import type { Field, FieldHook } from 'payload';

import { hasRole } from '@/cms/access';
import { l } from '@/cms/collections/shared/labels';

const fromSession: FieldHook = ({ req, originalDoc }) => {
  const user = req.user as { id?: number | string; collection?: string } | null | undefined;
  if (user?.id !== undefined && user.collection === 'users') return user.id;
  // Seeds and system tasks keep the previous author.
  return (originalDoc as { updatedBy?: unknown } | undefined)?.updatedBy ?? null;
};

export const savedByField: Field = {
  name: 'updatedBy',
  label: l('Last saved by', 'บันทึกล่าสุดโดย'),
  type: 'relationship',
  relationTo: 'users',
  // Staff accounts are not public: anonymous readers of the REST API do not see who edited.
  access: { read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'support') },
  hooks: { beforeChange: [fromSession] },
  admin: { position: 'sidebar', readOnly: true },
};
