import { AUDIT_ACTIONS, AUDIT_KINDS } from '@stepup/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseLanguage, i18n, loadNamespaces } from '../../../lib/i18n.ts'
import { actorName, fieldLabel, formatAuditTarget, formatAuditValue } from './audit-words.ts'

beforeAll(async () => {
  await loadNamespaces(['audit'])
})

afterAll(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

describe('audit entries in words', () => {
  it('names every action and every kind of action the trail records', async () => {
    await chooseLanguage('en')
    for (const action of AUDIT_ACTIONS) expect(i18n.exists(`audit:actions.${action}`), action).toBe(true)
    for (const kind of AUDIT_KINDS) expect(i18n.exists(`audit:kinds.${kind}`), kind).toBe(true)
  })

  it('writes the day an entry was on in the language, as the moment beside it, and a name as it is', async () => {
    await chooseLanguage('es')
    expect(formatAuditTarget('2026-11-27')).toBe('27 nov 2026')
    await chooseLanguage('he')
    expect(formatAuditTarget('2026-11-27')).not.toContain('2026-11-27')
    expect(formatAuditTarget('Walkers 2026')).toBe('Walkers 2026')
    await chooseLanguage('en')
    expect(formatAuditTarget('2026-11-27')).toBe('Nov 27, 2026')
  })

  it('names a field, and a nested setting by its setting and part', async () => {
    await chooseLanguage('en')
    expect(fieldLabel(['maxTeamMembers'], i18n.t)).toBe('Max members per team')
    expect(fieldLabel(['stepCaps', 'manual'], i18n.t)).toBe('Daily caps · Entered by hand')
    expect(fieldLabel(['activityRates', 'cycling', 'light'], i18n.t)).toBe('Activity rates · Cycling · light')
    expect(fieldLabel(['somethingNew'], i18n.t)).toBe('somethingNew')
  })

  it('names who acted: the admin, the directory for what it did by itself, or a deleted account', async () => {
    await chooseLanguage('en')
    const admin = { id: 1, username: 'Ida' }
    expect(actorName({ action: 'member.deactivate', actor: admin }, i18n.t)).toBe('Ida')
    expect(actorName({ action: 'member.deactivate-by-directory', actor: null }, i18n.t)).toBe('The directory (SCIM)')
    expect(actorName({ action: 'member.deactivate', actor: null }, i18n.t)).toBe('Deleted account')
  })

  it('names the fields of the join policy and of single sign-on in every language', async () => {
    const fields = ['joinPolicy', 'joinDomains', 'issuer', 'clientId', 'clientSecret', 'adminGroups', 'tokenCreatedAt']
    for (const language of ['en', 'es', 'he'] as const) {
      await chooseLanguage(language)
      for (const field of fields) expect(fieldLabel([field], i18n.t), `${language} ${field}`).not.toBe(field)
    }
    await chooseLanguage('en')
  })

  it('writes values the reader’s way', async () => {
    await chooseLanguage('en')
    expect(formatAuditValue(['moneyPer100Steps'], 2.5, i18n.t)).toBe('$2.50')
    expect(formatAuditValue(['points'], 12_500, i18n.t)).toBe('12,500')
    expect(formatAuditValue(['allowManualSteps'], false, i18n.t)).toBe('No')
    expect(formatAuditValue(['team'], null, i18n.t)).toBe('—')
    expect(formatAuditValue(['startDate'], '2026-03-10', i18n.t)).toBe('Mar 10, 2026')
    expect(formatAuditValue(['status'], 'approved', i18n.t)).toBe('Approved')
    expect(formatAuditValue(['individualScoring'], 'steps+bonus', i18n.t)).toBe('Steps + challenge bonus')
    expect(formatAuditValue(['sourcePriority'], ['manual', 'wearable'], i18n.t)).toBe('Entered by you › Watch sync')
    expect(formatAuditValue(['flags'], ['cap', 'round'], i18n.t)).toBe('Above a cap, Round number')
    expect(formatAuditValue(['flags'], [], i18n.t)).toBe('—')
    expect(formatAuditValue(['prizes'], ['daysOnTarget', 'improved'], i18n.t)).toBe('Days on target, Most improved')
    expect(formatAuditValue(['prizes'], [], i18n.t)).toBe('—')
    expect(fieldLabel(['prizes'], i18n.t)).toBe('Extra prizes')
    expect(formatAuditValue(['source'], 'correction', i18n.t)).toBe('Admin correction')
    // A name is shown as it is, even when it is a word the trail knows.
    expect(formatAuditValue(['name'], 'approved', i18n.t)).toBe('approved')

    await chooseLanguage('es')
    expect(formatAuditValue(['points'], 12_500, i18n.t)).toBe('12.500')
    expect(formatAuditValue(['status'], 'rejected', i18n.t)).toBe('Rechazada')
    await chooseLanguage('he')
    expect(formatAuditValue(['allowManualSteps'], true, i18n.t)).toBe('כן')
  })
})
