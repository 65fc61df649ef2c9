import type { SignInProvider } from '@stepup/contract'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { appSettings, oidcSettings, samlSettings } from '../../db/schema/index.ts'
import { conflict } from '../../errors.ts'

/**
 * The community's two kinds of provider, OpenID Connect and SAML, side by side: either or both may
 * be on. While people join by single sign-on only, at least one must stay on.
 */

/** The providers members may sign in with now, OpenID Connect's first: a button each. */
export async function enabledProviders(db: DbOrTx): Promise<SignInProvider[]> {
  const [oidc] = await db.select({ label: oidcSettings.label, enabled: oidcSettings.enabled }).from(oidcSettings)
  const [saml] = await db.select({ label: samlSettings.label, enabled: samlSettings.enabled }).from(samlSettings)
  return [
    ...(oidc?.enabled ? [{ protocol: 'oidc' as const, label: oidc.label }] : []),
    ...(saml?.enabled ? [{ protocol: 'saml' as const, label: saml.label }] : []),
  ]
}

/**
 * Locks both providers' rows, OpenID Connect's first, as every change that may turn one off and
 * every change of the join policy to `sso` does: the two then never both pass their checks on what
 * the other saw before it changed.
 */
export async function lockProviders(tx: DbOrTx, mode: 'update' | 'share') {
  const [oidc = null] = await tx.select().from(oidcSettings).where(eq(oidcSettings.id, 1)).for(mode)
  const [saml = null] = await tx.select().from(samlSettings).where(eq(samlSettings.id, 1)).for(mode)
  return { oidc, saml }
}

/**
 * Refuses to turn a provider off while joining is by single sign-on only and the other provider
 * is not on: members would have no way in. Called with both rows locked (`lockProviders`).
 */
export async function assertPolicyAllowsOff(tx: DbOrTx, otherEnabled: boolean) {
  if (otherEnabled) return
  const [settings] = await tx.select({ joinPolicy: appSettings.joinPolicy }).from(appSettings)
  if (settings?.joinPolicy === 'sso') throw conflict('ssoInUseByPolicy')
}

/** For a change of the join policy to `sso`, in its transaction: a provider must be on. */
export async function assertProviderForPolicy(tx: DbOrTx) {
  const { oidc, saml } = await lockProviders(tx, 'share')
  if (!oidc?.enabled && !saml?.enabled) throw conflict('ssoPolicyNeedsProvider')
}
