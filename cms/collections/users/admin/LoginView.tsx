/**
 * The admin's sign-in screen (admin.components.views.login): Payload's layout (the logo, any
 * before/after-login components) around our form, which adds the second factor (SignInForm.tsx).
 */
import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent';
import { PayloadLogo } from '@payloadcms/ui/shared';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import { getSafeRedirect } from 'payload/shared';

import { SignInForm } from './SignInForm';

export function LoginView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { locale, permissions, req } = initPageResult;
  const { i18n, payload, user } = req;
  const { config } = payload;
  const adminRoute = config.routes.admin;
  const target = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: searchParams?.redirect as string });
  if (user) redirect(target);
  const serverProps = { i18n, locale, params, payload, permissions, searchParams, user };
  const { afterLogin, beforeLogin, graphics } = config.admin.components ?? {};
  return (
    <>
      <div className="login__brand">
        {RenderServerComponent({
          Component: graphics?.Logo,
          Fallback: PayloadLogo,
          importMap: payload.importMap,
          serverProps,
        })}
      </div>
      {RenderServerComponent({ Component: beforeLogin, importMap: payload.importMap, serverProps })}
      <SignInForm redirect={target} forgotHref={`${adminRoute}${config.admin.routes.forgot}`} />
      {RenderServerComponent({ Component: afterLogin, importMap: payload.importMap, serverProps })}
    </>
  );
}
