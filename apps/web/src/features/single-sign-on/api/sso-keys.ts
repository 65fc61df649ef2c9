import type { SsoProtocol } from '@stepup/contract'

/** The query keys of single sign-on: the admin's setups, under `['admin']` like every admin view. */
export const ssoKeys = {
  setup: (protocol: SsoProtocol) => ['admin', 'single-sign-on', protocol] as const,
  provisioning: ['admin', 'single-sign-on', 'provisioning'] as const,
}
