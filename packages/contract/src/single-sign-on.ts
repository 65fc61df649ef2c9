import { z } from 'zod'
import { apiMessages as m, formatApiMessage } from './messages.ts'

/**
 * The community's OpenID Connect provider, as its admin sets it up: where it is (`issuer`, found
 * by discovery), who StepUp is to it (client id and secret), what to ask for, and how the
 * provider's groups map to the admin role and to teams. The secret is written, never read back.
 */

export const MAX_SSO_GROUP_MAPPINGS = 50
export const DEFAULT_SSO_SCOPES = 'openid email profile'

const GroupNameSchema = z
  .string({ error: m.ssoGroupInvalid })
  .trim()
  .min(1, m.ssoGroupInvalid)
  .max(200, m.ssoGroupInvalid)

/**
 * A provider's address: `https://…`, or `http://` on this computer only (a provider run beside the
 * app for a trial); a host (with a port) and a path, no user or fragment, and a query only where
 * `query` allows one (Entra's metadata address carries the app's id).
 */
export function isProviderAddress(value: string, { query = true }: { query?: boolean } = {}) {
  const pattern = query
    ? /^(https?):\/\/((?:\[[0-9a-f:.]+\]|[a-z0-9.-]+))(?::\d{1,5})?(?:[/?][^\s#]*)?$/i
    : /^(https?):\/\/((?:\[[0-9a-f:.]+\]|[a-z0-9.-]+))(?::\d{1,5})?(?:\/[^\s?#]*)?$/i
  const parts = pattern.exec(value)
  if (!parts) return false
  return parts[1]!.toLowerCase() === 'https' || isLoopback(parts[2]!.toLowerCase())
}

/** An issuer: a provider's address without a query. */
export const SsoIssuerSchema = z
  .string({ error: m.ssoIssuerInvalid })
  .trim()
  .max(500, m.ssoIssuerInvalid)
  .refine((value) => isProviderAddress(value, { query: false }), m.ssoIssuerInvalid)

export function isLoopback(hostname: string) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

export const SsoTeamMappingSchema = z.object({
  group: GroupNameSchema,
  teamId: z.number().int().positive(),
})
export type SsoTeamMapping = z.infer<typeof SsoTeamMappingSchema>

/** How the provider's groups map, the same for both kinds of provider. */
const groupMappingFields = {
  /** Members in any of these groups are admins, and lose the role when they leave them. */
  adminGroups: z
    .array(GroupNameSchema)
    .max(MAX_SSO_GROUP_MAPPINGS, formatApiMessage('ssoGroupsTooMany', { max: MAX_SSO_GROUP_MAPPINGS }))
    .default([]),
  /** A member without a team joins the team of the first of their groups listed here. */
  teamGroups: z
    .array(SsoTeamMappingSchema)
    .max(MAX_SSO_GROUP_MAPPINGS, formatApiMessage('ssoGroupsTooMany', { max: MAX_SSO_GROUP_MAPPINGS }))
    .default([]),
}

export const OidcSettingsInputSchema = z.object({
  issuer: SsoIssuerSchema,
  clientId: z.string({ error: m.ssoClientIdRequired }).trim().min(1, m.ssoClientIdRequired).max(500),
  /** Left out (or empty) to keep the secret already stored. */
  clientSecret: z.string().max(2000).optional(),
  scopes: z
    .string({ error: m.ssoScopesInvalid })
    .trim()
    .max(500, m.ssoScopesInvalid)
    .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, m.ssoScopesInvalid)
    .refine((value) => value.split(' ').includes('openid'), m.ssoScopesInvalid)
    .default(DEFAULT_SSO_SCOPES),
  /** The sign-in button says "Sign in with {label}". */
  label: z.string({ error: m.ssoLabelRequired }).trim().min(1, m.ssoLabelRequired).max(60, m.ssoLabelRequired),
  /**
   * Take the provider's email addresses as proven even when it does not say `email_verified`
   * (a company's own directory, such as Microsoft Entra, whose admins set every address).
   */
  trustEmail: z.boolean().default(false),
  /** The claim that lists the member's groups. */
  groupsClaim: z.string().trim().min(1).max(100).default('groups'),
  ...groupMappingFields,
})
export type OidcSettingsInput = z.input<typeof OidcSettingsInputSchema>

/** What the last "Test sign-in" found: who the provider said the admin is. */
export const SsoTestResultSchema = z.object({
  at: z.iso.datetime(),
  subject: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  groups: z.array(z.string()),
})
export type SsoTestResult = z.infer<typeof SsoTestResultSchema>

/** The provider's settings as the admin page shows them. */
export const OidcSettingsSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  scopes: z.string(),
  label: z.string(),
  trustEmail: z.boolean(),
  groupsClaim: z.string(),
  adminGroups: z.array(z.string()),
  teamGroups: z.array(SsoTeamMappingSchema),
  enabled: z.boolean(),
  /** The last successful "Test sign-in" since the provider's address, client or scopes changed. */
  lastTest: SsoTestResultSchema.nullable(),
})
export type OidcSettings = z.infer<typeof OidcSettingsSchema>

/** The admin page's view: the settings (null before any) and the address to register. */
export const OidcSetupSchema = z.object({
  settings: OidcSettingsSchema.nullable(),
  /** The redirect (callback) URL the provider must allow for StepUp's client. */
  redirectUrl: z.string(),
})
export type OidcSetup = z.infer<typeof OidcSetupSchema>

export const SsoEnabledInputSchema = z.object({ enabled: z.boolean() })

/** Where the member lands after signing in: a path of the app, nothing else. */
export const SsoStartQuerySchema = z.object({ returnTo: z.string().max(2000).optional() })

export const SsoCallbackQuerySchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
})

/** The provider's logout page for a session that began there, to offer after StepUp's own logout. */
export const ProviderLogoutSchema = z.object({ url: z.string().nullable(), label: z.string().nullable() })
export type ProviderLogout = z.infer<typeof ProviderLogoutSchema>

/**
 * The community's SAML 2.0 identity provider, as its admin sets it up: read from the provider's
 * metadata (by its URL, or its file), with the same mapping of groups as OpenID Connect. Its
 * assertions must be signed by a certificate the metadata names.
 */

/** A metadata address: a provider's address, like an issuer, with a query if it has one. */
export const SamlMetadataUrlSchema = z
  .string({ error: m.samlMetadataUrlInvalid })
  .trim()
  .max(2000, m.samlMetadataUrlInvalid)
  .refine((value) => isProviderAddress(value), m.samlMetadataUrlInvalid)

/** The largest metadata file read: a federation's aggregate is larger, and is not what is wanted. */
export const MAX_SAML_METADATA_BYTES = 1_000_000

const AttributeNameSchema = z.string().trim().min(1).max(300)

export const SamlSettingsInputSchema = z.object({
  /** Read the provider from its metadata at this address; kept, to read again with each save. */
  metadataUrl: SamlMetadataUrlSchema.optional(),
  /** Or from the metadata file's text. Neither: the provider already stored is kept. */
  metadataXml: z.string().max(MAX_SAML_METADATA_BYTES, m.samlMetadataTooLarge).optional(),
  label: z.string({ error: m.ssoLabelRequired }).trim().min(1, m.ssoLabelRequired).max(60, m.ssoLabelRequired),
  /**
   * Take the provider's email addresses as proven. SAML has no `email_verified`: a company's
   * directory sets every address itself, so this is on unless the admin turns it off.
   */
  trustEmail: z.boolean().default(true),
  /** The attribute that holds the email; null reads the usual names, then an email-like NameID. */
  emailAttribute: AttributeNameSchema.nullable().default(null),
  /** The attribute that lists the member's groups. */
  groupsAttribute: AttributeNameSchema.default('groups'),
  ...groupMappingFields,
})
export type SamlSettingsInput = z.input<typeof SamlSettingsInputSchema>

/** A signing certificate of the provider, as the admin page shows it. */
export const SamlCertificateSchema = z.object({
  subject: z.string(),
  /** When it expires: the provider must roll it over (and the admin import its metadata) before. */
  notAfter: z.iso.datetime(),
  /** SHA-256 of the certificate, as providers show it. */
  fingerprint: z.string(),
})
export type SamlCertificate = z.infer<typeof SamlCertificateSchema>

export const SamlSettingsSchema = z.object({
  idpEntityId: z.string(),
  idpSsoUrl: z.string(),
  certificates: z.array(SamlCertificateSchema),
  metadataUrl: z.string().nullable(),
  label: z.string(),
  trustEmail: z.boolean(),
  emailAttribute: z.string().nullable(),
  groupsAttribute: z.string(),
  adminGroups: z.array(z.string()),
  teamGroups: z.array(SsoTeamMappingSchema),
  enabled: z.boolean(),
  /** The last successful "Test sign-in" since the provider (entity, address, certificates) changed. */
  lastTest: SsoTestResultSchema.nullable(),
})
export type SamlSettings = z.infer<typeof SamlSettingsSchema>

/** The admin page's view: the settings (null before any) and what to give the provider. */
export const SamlSetupSchema = z.object({
  settings: SamlSettingsSchema.nullable(),
  serviceProvider: z.object({
    /** StepUp's entity id (also the address of its metadata). */
    entityId: z.string(),
    /** The assertion consumer service (reply URL) the provider posts its answer to. */
    acsUrl: z.string(),
    /** StepUp's metadata, to download or to give the provider by address. */
    metadataUrl: z.string(),
  }),
})
export type SamlSetup = z.infer<typeof SamlSetupSchema>

/** What the provider posts to the assertion consumer service (HTTP-POST binding). */
export const SamlAcsBodySchema = z.object({
  SAMLResponse: z.string().max(400_000),
  RelayState: z.string().max(500).optional(),
})

export const SamlFinishQuerySchema = z.object({ state: z.string().max(500).optional() })

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number]

/** A provider members may sign in with: its protocol (which address starts it) and its label. */
export const SignInProviderSchema = z.object({ protocol: z.enum(SSO_PROTOCOLS), label: z.string() })
export type SignInProvider = z.infer<typeof SignInProviderSchema>
