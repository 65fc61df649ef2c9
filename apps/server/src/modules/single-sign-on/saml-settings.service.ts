import { SamlSettingsInputSchema, type SamlSettings, type SamlSettingsInput, type SamlSetup } from '@stepup/contract'
import { and, eq, lte } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { samlSettings } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { badRequest, conflict } from '../../errors.ts'
import { changedFields, recordAudit } from '../audit/index.ts'
import { assertPolicyAllowsOff, lockProviders } from './providers.ts'
import { serviceProvider } from './saml-client.ts'
import { describeCertificate, fetchIdpMetadata, parseIdpMetadata, type IdentityProvider } from './saml-metadata.ts'

export type SamlSettingsRow = typeof samlSettings.$inferSelect

export async function readSamlSettings(db: DbOrTx): Promise<SamlSettingsRow | null> {
  const [row] = await db.select().from(samlSettings).where(eq(samlSettings.id, 1))
  return row ?? null
}

/** The provider while it is turned on, or null. */
export async function enabledSamlProvider(db: DbOrTx): Promise<SamlSettingsRow | null> {
  const row = await readSamlSettings(db)
  return row?.enabled ? row : null
}

/** The provider as node-saml needs it. */
export function identityProvider(row: SamlSettingsRow): IdentityProvider {
  return { entityId: row.idpEntityId, ssoUrl: row.idpSsoUrl, certificates: row.idpCertificates }
}

function settingsView(row: SamlSettingsRow): SamlSettings {
  return {
    idpEntityId: row.idpEntityId,
    idpSsoUrl: row.idpSsoUrl,
    certificates: row.idpCertificates.map(describeCertificate),
    metadataUrl: row.metadataUrl,
    label: row.label,
    trustEmail: row.trustEmail,
    emailAttribute: row.emailAttribute,
    groupsAttribute: row.groupsAttribute,
    adminGroups: row.adminGroups,
    teamGroups: row.teamGroups,
    enabled: row.enabled,
    lastTest: row.lastTest,
  }
}

export async function samlSetup(db: DbOrTx, appOrigin: string): Promise<SamlSetup> {
  const row = await readSamlSettings(db)
  return { settings: row && settingsView(row), serviceProvider: serviceProvider(appOrigin) }
}

/** Whether two readings of the provider are one provider: same entity, address and certificates. */
function sameProvider(row: SamlSettingsRow | null, provider: IdentityProvider) {
  if (!row) return false
  return (
    row.idpEntityId === provider.entityId &&
    row.idpSsoUrl === provider.ssoUrl &&
    row.idpCertificates.join() === provider.certificates.join()
  )
}

/**
 * Saves the provider: read from its metadata (at its address, read again with each save, or from
 * the file the admin gave), or kept as it is when neither is given. A provider that reads other
 * than before (entity, sign-in address, certificates) turns SAML sign-in off until an admin's
 * "Test sign-in" succeeds again; the label and the mapping of groups change without one.
 */
export async function saveSamlSettings(db: Db, adminId: number, rawInput: SamlSettingsInput): Promise<SamlSettings> {
  const { metadataUrl, metadataXml, ...input } = SamlSettingsInputSchema.parse(rawInput)
  // The metadata's address is read before the transaction, not in it.
  const read =
    metadataXml !== undefined
      ? { provider: await parseIdpMetadata(metadataXml), metadataUrl: null }
      : metadataUrl !== undefined
        ? { provider: await fetchIdpMetadata(metadataUrl), metadataUrl }
        : null
  const saved = await inTransaction(db, async (tx) => {
    const { saml: before, oidc } = await lockProviders(tx, 'update')
    const provider = read?.provider ?? (before && identityProvider(before))
    if (!provider) throw badRequest('samlMetadataRequired')
    const reconnects = !sameProvider(before, provider)
    if (reconnects && before?.enabled) await assertPolicyAllowsOff(tx, oidc?.enabled ?? false)
    const values = {
      ...input,
      idpEntityId: provider.entityId,
      idpSsoUrl: provider.ssoUrl,
      idpCertificates: provider.certificates,
      metadataUrl: read ? read.metadataUrl : (before?.metadataUrl ?? null),
      ...(reconnects ? { enabled: false, lastTest: null } : {}),
      updatedAt: new Date(),
    }
    const [row] = await tx
      .insert(samlSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: samlSettings.id, set: values })
      .returning()
    await auditSettings(tx, adminId, before, row!)
    return row!
  })
  return settingsView(saved)
}

/** The trail keeps what changed; certificates by their fingerprints. */
async function auditSettings(tx: DbOrTx, adminId: number, before: SamlSettingsRow | null, after: SamlSettingsRow) {
  const shown = (row: SamlSettingsRow | null) => {
    if (!row) return {}
    const { lastTest: _lastTest, certificates, ...view } = settingsView(row)
    return { ...view, certificates: certificates.map((certificate) => certificate.fingerprint) }
  }
  const changes = changedFields(shown(before), shown(after))
  if (!changes) return
  await recordAudit(tx, { action: 'settings.sso', actorId: adminId, target: after.label, ...changes })
}

/**
 * Turns SAML sign-in on (after a successful "Test sign-in" of the provider as it now reads) or off;
 * off is refused while single sign-on is the only way to join and OpenID Connect is not on.
 */
export async function setSamlEnabled(db: Db, adminId: number, enabled: boolean): Promise<SamlSettings> {
  const row = await inTransaction(db, async (tx) => {
    const { saml: before, oidc } = await lockProviders(tx, 'update')
    if (!before) throw conflict('ssoNotConfigured')
    if (before.enabled === enabled) return before
    if (enabled && !before.lastTest) throw conflict('ssoNotTested')
    if (!enabled) await assertPolicyAllowsOff(tx, oidc?.enabled ?? false)
    const [after] = await tx
      .update(samlSettings)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(samlSettings.id, 1))
      .returning()
    await auditSettings(tx, adminId, before, after!)
    return after!
  })
  return settingsView(row)
}

/** Removes the provider; members it signed in keep their accounts and their links. */
export async function deleteSamlSettings(db: Db, adminId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { saml: before, oidc } = await lockProviders(tx, 'update')
    if (!before) return
    if (before.enabled) await assertPolicyAllowsOff(tx, oidc?.enabled ?? false)
    await tx.delete(samlSettings).where(eq(samlSettings.id, 1))
    await recordAudit(tx, {
      action: 'settings.sso',
      actorId: adminId,
      target: before.label,
      before: { idpEntityId: before.idpEntityId, enabled: before.enabled },
      after: { idpEntityId: null, enabled: false },
    })
  })
}

/**
 * Records what an admin's "Test sign-in" found, if the provider's settings are still those it
 * began with. Answers whether it was recorded.
 */
export async function recordSamlTest(
  tx: DbOrTx,
  lastTest: NonNullable<SamlSettingsRow['lastTest']>,
  startedAt: Date,
): Promise<boolean> {
  const recorded = await tx
    .update(samlSettings)
    .set({ lastTest })
    .where(and(eq(samlSettings.id, 1), lte(samlSettings.updatedAt, startedAt)))
    .returning({ id: samlSettings.id })
  return recorded.length > 0
}
