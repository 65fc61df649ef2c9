/** The query keys of single sign-on: the admin's setup, under `['admin']` like every admin view. */
export const ssoKeys = {
  setup: ['admin', 'single-sign-on'] as const,
  provisioning: ['admin', 'single-sign-on', 'provisioning'] as const,
}
