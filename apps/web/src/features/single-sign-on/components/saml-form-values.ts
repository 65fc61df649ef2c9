import type { SamlSettings, SamlSettingsInput } from '@stepup/contract'
import { splitGroups, teamMappingsOf, teamRowsOf, type TeamRow } from './group-mapping-values.ts'

/** Where the provider's metadata comes from: its address, or a file the admin picks. */
export type MetadataSource = 'url' | 'file'

/** The SAML provider's form as typed; a picked file is held as its name and text. */
export interface SamlFormValues {
  source: MetadataSource
  metadataUrl: string
  metadataFile: { name: string; xml: string } | null
  label: string
  trustEmail: boolean
  /** Empty: the NameID, then the usual attributes. */
  emailAttribute: string
  groupsAttribute: string
  adminGroups: string
  teamGroups: TeamRow[]
}

/** The form's first values: the saved settings (read from a file when they name no address), or a new provider's. */
export function samlFormValues(settings: SamlSettings | null): SamlFormValues {
  return {
    source: settings && settings.metadataUrl === null ? 'file' : 'url',
    metadataUrl: settings?.metadataUrl ?? '',
    metadataFile: null,
    label: settings?.label ?? '',
    trustEmail: settings?.trustEmail ?? true,
    emailAttribute: settings?.emailAttribute ?? '',
    groupsAttribute: settings?.groupsAttribute ?? 'groups',
    adminGroups: settings?.adminGroups.join('\n') ?? '',
    teamGroups: teamRowsOf(settings?.teamGroups),
  }
}

/**
 * What the form sends: the metadata of the chosen source when there is one (without, the server
 * keeps the provider it read before), the attributes left empty as the server's defaults, and the
 * team mappings of the rows that were filled in.
 */
export function samlInput(values: SamlFormValues): SamlSettingsInput {
  const metadataUrl = values.metadataUrl.trim()
  return {
    ...(values.source === 'url' && metadataUrl !== '' && { metadataUrl }),
    ...(values.source === 'file' && values.metadataFile && { metadataXml: values.metadataFile.xml }),
    label: values.label,
    trustEmail: values.trustEmail,
    emailAttribute: values.emailAttribute.trim() || null,
    ...(values.groupsAttribute.trim() !== '' && { groupsAttribute: values.groupsAttribute }),
    adminGroups: splitGroups(values.adminGroups),
    teamGroups: teamMappingsOf(values.teamGroups),
  }
}

/** The field of the metadata's source: where a problem with the metadata is said. */
export const metadataField = (source: MetadataSource) => (source === 'url' ? 'metadataUrl' : 'metadataXml')

const METADATA_ERRORS = new Set([
  'samlMetadataUrlInvalid',
  'samlMetadataTooLarge',
  'samlMetadataRequired',
  'samlMetadataUnreachable',
  'samlMetadataInvalid',
])

/** The field a refusal of the server is about, by its key; null for one about the whole form. */
export function fieldOfSamlError(key: string | undefined, source: MetadataSource) {
  if (key && METADATA_ERRORS.has(key)) return metadataField(source)
  return key === 'ssoLabelRequired' ? 'label' : null
}
