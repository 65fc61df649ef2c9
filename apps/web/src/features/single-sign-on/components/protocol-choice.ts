import { SSO_PROTOCOLS, type SsoProtocol } from '@stepup/contract'

/**
 * A test sign-in comes back to the page as `?test=done` or `?sso=<key>`, naming no protocol: the
 * tab reads which one this browser went to test, kept for the tab's session.
 */
const TESTED_KEY = 'stepup.single-sign-on.tested'

export function rememberTest(protocol: SsoProtocol) {
  try {
    sessionStorage.setItem(TESTED_KEY, protocol)
  } catch {
    // No storage (a private window's refusal): the page opens on its usual tab.
  }
}

export function testedProtocol(): SsoProtocol | null {
  try {
    return protocolOf(sessionStorage.getItem(TESTED_KEY))
  } catch {
    return null
  }
}

export const protocolOf = (value: string | null) => SSO_PROTOCOLS.find((protocol) => protocol === value) ?? null
