import { DEFAULT_SSO_SCOPES, type OidcSettings, type OidcSettingsInput } from '@stepup/contract'

/** A row of the team mappings as typed: the group's name and the chosen team's id ('' for none yet). */
export interface TeamRow {
  key: number
  group: string
  teamId: string
}

/** The provider's form as typed: text fields as text, the groups as the textarea holds them. */
export interface OidcFormValues {
  issuer: string
  clientId: string
  /** Empty keeps the secret already stored. */
  clientSecret: string
  scopes: string
  label: string
  trustEmail: boolean
  groupsClaim: string
  adminGroups: string
  teamGroups: TeamRow[]
}

let nextRowKey = 1
export const newTeamRow = (group = '', teamId = ''): TeamRow => ({ key: nextRowKey++, group, teamId })

/** The form's first values: the saved settings, or the defaults of a new provider. */
export function oidcFormValues(settings: OidcSettings | null): OidcFormValues {
  return {
    issuer: settings?.issuer ?? '',
    clientId: settings?.clientId ?? '',
    clientSecret: '',
    scopes: settings?.scopes ?? DEFAULT_SSO_SCOPES,
    label: settings?.label ?? '',
    trustEmail: settings?.trustEmail ?? false,
    groupsClaim: settings?.groupsClaim ?? 'groups',
    adminGroups: settings?.adminGroups.join('\n') ?? '',
    teamGroups: settings?.teamGroups.map((mapping) => newTeamRow(mapping.group, String(mapping.teamId))) ?? [],
  }
}

/** Group names of the textarea: one per line, or separated by commas (a name may hold spaces). */
export const splitGroups = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((group) => group.trim())
    .filter(Boolean)

/** The rows that say something: a row left blank is no mapping. */
export const filledTeamRows = (rows: TeamRow[]) => rows.filter((row) => row.group.trim() !== '' || row.teamId !== '')

/**
 * What the form sends: the secret only when one is typed (the stored one is kept otherwise), and
 * the team mappings of the rows that were filled in.
 */
export function oidcInput(values: OidcFormValues): OidcSettingsInput {
  return {
    issuer: values.issuer,
    clientId: values.clientId,
    ...(values.clientSecret !== '' && { clientSecret: values.clientSecret }),
    scopes: values.scopes.trim().replace(/\s+/g, ' '),
    label: values.label,
    trustEmail: values.trustEmail,
    groupsClaim: values.groupsClaim,
    adminGroups: splitGroups(values.adminGroups),
    teamGroups: filledTeamRows(values.teamGroups).map((row) => ({
      group: row.group,
      teamId: row.teamId === '' ? 0 : Number(row.teamId),
    })),
  }
}

/** The field a refusal of the server is about, by its key; null for one about the whole form. */
const fieldByErrorKey: Record<string, string> = {
  ssoIssuerInvalid: 'issuer',
  ssoDiscoveryFailed: 'issuer',
  ssoClientIdRequired: 'clientId',
  ssoScopesInvalid: 'scopes',
  ssoLabelRequired: 'label',
}

export const fieldOfSsoError = (key: string | undefined) => (key && fieldByErrorKey[key]) || null
