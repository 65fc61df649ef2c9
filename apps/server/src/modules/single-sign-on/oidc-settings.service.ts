import { OidcSettingsInputSchema, type OidcSettings, type OidcSettingsInput, type OidcSetup } from '@stepup/contract'
import { and, eq, lte } from 'drizzle-orm'
import type { DbOrTx, Db } from '../../db/client.ts'
import { oidcSettings } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { conflict } from '../../errors.ts'
import { changedFields, recordAudit } from '../audit/index.ts'
import { forgetProviders, providerConfiguration } from './oidc-client.ts'
import { assertPolicyAllowsOff, lockProviders } from './providers.ts'

export type OidcSettingsRow = typeof oidcSettings.$inferSelect

export const CALLBACK_PATH = '/api/auth/sso/oidc/callback'

/** The address the provider sends members back to: the admin registers it at the provider. */
export function redirectUrl(appOrigin: string) {
  return `${appOrigin}${CALLBACK_PATH}`
}

export async function readOidcSettings(db: DbOrTx): Promise<OidcSettingsRow | null> {
  const [row] = await db.select().from(oidcSettings).where(eq(oidcSettings.id, 1))
  return row ?? null
}

/** The provider while it is turned on, or null. */
export async function enabledProvider(db: DbOrTx): Promise<OidcSettingsRow | null> {
  const row = await readOidcSettings(db)
  return row?.enabled ? row : null
}

function settingsView(row: OidcSettingsRow): OidcSettings {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    hasClientSecret: row.clientSecret !== null,
    scopes: row.scopes,
    label: row.label,
    trustEmail: row.trustEmail,
    groupsClaim: row.groupsClaim,
    adminGroups: row.adminGroups,
    teamGroups: row.teamGroups,
    enabled: row.enabled,
    lastTest: row.lastTest,
  }
}

export async function oidcSetup(db: DbOrTx, appOrigin: string): Promise<OidcSetup> {
  const row = await readOidcSettings(db)
  return { settings: row && settingsView(row), redirectUrl: redirectUrl(appOrigin) }
}

/** What identifies StepUp's client at the provider: a change to any of them needs a new test. */
const CONNECTION_FIELDS = ['issuer', 'clientId', 'clientSecret', 'scopes'] as const

/**
 * Saves the provider's settings. A new issuer or client is checked by discovering the provider
 * first, so a mistyped address is said at once. A change to the connection (issuer, client,
 * secret, scopes) turns sign-in with it off until an admin's "Test sign-in" succeeds again; the
 * mapping of groups and the button's label change without one.
 */
export async function saveOidcSettings(db: Db, adminId: number, rawInput: OidcSettingsInput): Promise<OidcSettings> {
  const input = OidcSettingsInputSchema.parse(rawInput)
  // A secret left out is kept for the same client of the same provider, never sent to another.
  const wantedWith = (current: OidcSettingsRow | null) => ({
    ...input,
    clientSecret:
      input.clientSecret ||
      (current?.issuer === input.issuer && current.clientId === input.clientId ? current.clientSecret : null),
  })
  const reconnectsFrom = (current: OidcSettingsRow | null, wanted: ReturnType<typeof wantedWith>) =>
    !current || CONNECTION_FIELDS.some((field) => current[field] !== wanted[field])
  // Discovery talks to the provider, so it runs before the transaction, not in it.
  const current = await readOidcSettings(db)
  if (reconnectsFrom(current, wantedWith(current))) await providerConfiguration(wantedWith(current))
  const saved = await inTransaction(db, async (tx) => {
    const { oidc: before, saml } = await lockProviders(tx, 'update')
    const wanted = wantedWith(before)
    const reconnects = reconnectsFrom(before, wanted)
    if (reconnects && before?.enabled) await assertPolicyAllowsOff(tx, saml?.enabled ?? false)
    const values = { ...wanted, ...(reconnects ? { enabled: false, lastTest: null } : {}), updatedAt: new Date() }
    const [row] = await tx
      .insert(oidcSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: oidcSettings.id, set: values })
      .returning()
    await auditSettings(tx, adminId, before, row!)
    return row!
  })
  forgetProviders()
  return settingsView(saved)
}

/** The trail keeps what changed; that a secret changed, never the secret. */
async function auditSettings(tx: DbOrTx, adminId: number, before: OidcSettingsRow | null, after: OidcSettingsRow) {
  const secretChanged = before !== null && before.clientSecret !== after.clientSecret && after.clientSecret !== null
  const shown = (row: OidcSettingsRow | null, secret: string) => {
    if (!row) return {}
    const { lastTest: _lastTest, hasClientSecret, ...view } = settingsView(row)
    return { ...view, clientSecret: hasClientSecret ? secret : null }
  }
  const changes = changedFields(shown(before, '(secret)'), shown(after, secretChanged ? '(new secret)' : '(secret)'))
  if (!changes) return
  await recordAudit(tx, { action: 'settings.sso', actorId: adminId, target: after.label, ...changes })
}

/**
 * Turns sign-in with the provider on or off. On needs a successful "Test sign-in" since the last
 * change to the connection; off is refused while single sign-on is the only way to join, which
 * would leave members no way in.
 */
export async function setOidcEnabled(db: Db, adminId: number, enabled: boolean): Promise<OidcSettings> {
  const row = await inTransaction(db, async (tx) => {
    const { oidc: before, saml } = await lockProviders(tx, 'update')
    if (!before) throw conflict('ssoNotConfigured')
    if (before.enabled === enabled) return before
    if (enabled && !before.lastTest) throw conflict('ssoNotTested')
    if (!enabled) await assertPolicyAllowsOff(tx, saml?.enabled ?? false)
    const [after] = await tx
      .update(oidcSettings)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(oidcSettings.id, 1))
      .returning()
    await auditSettings(tx, adminId, before, after!)
    return after!
  })
  return settingsView(row)
}

/** Removes the provider's settings; members it signed in keep their accounts and their links. */
export async function deleteOidcSettings(db: Db, adminId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { oidc: before, saml } = await lockProviders(tx, 'update')
    if (!before) return
    if (before.enabled) await assertPolicyAllowsOff(tx, saml?.enabled ?? false)
    await tx.delete(oidcSettings).where(eq(oidcSettings.id, 1))
    await recordAudit(tx, {
      action: 'settings.sso',
      actorId: adminId,
      target: before.label,
      before: { issuer: before.issuer, clientId: before.clientId, enabled: before.enabled },
      after: { issuer: null, clientId: null, enabled: false },
    })
  })
  forgetProviders()
}

/**
 * Records what an admin's "Test sign-in" found, if the settings are still those it began with;
 * the provider may be turned on from then on. Answers whether it was recorded.
 */
export async function recordTest(
  tx: DbOrTx,
  lastTest: NonNullable<OidcSettingsRow['lastTest']>,
  startedAt: Date,
): Promise<boolean> {
  const recorded = await tx
    .update(oidcSettings)
    .set({ lastTest })
    .where(and(eq(oidcSettings.id, 1), lte(oidcSettings.updatedAt, startedAt)))
    .returning({ id: oidcSettings.id })
  return recorded.length > 0
}
