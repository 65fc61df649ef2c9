import { SSO_PROTOCOLS } from '@stepup/contract'

/**
 * The protocol the page's address names (`?protocol=saml`): the tab it opens on. A SAML test
 * sign-in comes back naming it; an OpenID Connect one comes back to the page's usual tab.
 */
export const protocolOf = (value: string | null) => SSO_PROTOCOLS.find((protocol) => protocol === value) ?? null
