/** Above the staff-account list (admins): accounts are added by invitation, with the button to do it. */
import { Button } from '@payloadcms/ui';
import type { ServerProps } from 'payload';

import { hasRole } from '@/cms/access';

import { word } from './words';

export function InviteLink({ i18n, user }: ServerProps) {
  if (!hasRole(user, 'admin')) return null;
  return (
    <div className="gutter--left gutter--right" style={{ marginBottom: 'var(--base)' }}>
      <p>{word(i18n.language, 'inviteHelp')}</p>
      <Button el="link" to="/admin/collections/staff-invitations/create" buttonStyle="primary" size="medium">
        {word(i18n.language, 'invite')}
      </Button>
    </div>
  );
}
