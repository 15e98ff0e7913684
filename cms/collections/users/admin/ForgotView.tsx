/** The admin's "forgot password" screen (admin.components.views.forgot): username or e-mail. */
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';

import { ForgotForm } from './ForgotForm';

export function ForgotView({ initPageResult }: AdminViewServerProps) {
  const { config } = initPageResult.req.payload;
  if (initPageResult.req.user) redirect(config.routes.admin);
  return <ForgotForm loginHref={`${config.routes.admin}${config.admin.routes.login}`} />;
}
