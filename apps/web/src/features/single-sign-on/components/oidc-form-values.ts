import { DEFAULT_SSO_SCOPES, type OidcSettings, type OidcSettingsInput } from '@stepup/contract'
import { splitGroups, teamMappingsOf, teamRowsOf, type TeamRow } from './group-mapping-values.ts'

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
    teamGroups: teamRowsOf(settings?.teamGroups),
  }
}

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
    teamGroups: teamMappingsOf(values.teamGroups),
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
