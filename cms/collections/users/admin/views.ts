/** The staff-account screens that replace Payload's (cms/admin/config.ts mounts them). */
export const staffAccountViews = {
  login: { Component: '/cms/collections/users/admin/LoginView#LoginView' },
  forgot: { Component: '/cms/collections/users/admin/ForgotView#ForgotView' },
};
