import { X509Certificate } from 'node:crypto'
import { isProviderAddress, MAX_SAML_METADATA_BYTES } from '@stepup/contract'
import { parseStringPromise, processors } from 'xml2js'
import { AppError, badRequest } from '../../errors.ts'

/** What StepUp needs of an identity provider, read from its metadata. */
export interface IdentityProvider {
  entityId: string
  /** Where members are sent to sign in (the HTTP-Redirect binding's address). */
  ssoUrl: string
  /** The signing certificates, base64 DER as metadata carries them; any one may sign. */
  certificates: string[]
}

const SAML2_PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol'
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'
/** How long reading the provider's metadata from its address may take, redirects and all. */
const FETCH_TIMEOUT_MS = 10_000

function invalid(reason: string) {
  return badRequest('samlMetadataInvalid', { reason })
}

/** An element as xml2js reads it: attributes under `$`, text under `_`, children by local name. */
interface XmlNode {
  $?: Record<string, string>
  _?: string
  [child: string]: unknown
}

function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name]
  return Array.isArray(value) ? value.map((child) => (typeof child === 'string' ? { _: child } : child)) : []
}

/** Every EntityDescriptor in the document, at its root or inside (nested) EntitiesDescriptors. */
function entityDescriptors(root: Record<string, XmlNode>): XmlNode[] {
  const found: XmlNode[] = []
  const visit = (node: XmlNode, depth: number) => {
    if (depth > 5) return
    found.push(...children(node, 'EntityDescriptor'))
    for (const group of children(node, 'EntitiesDescriptor')) visit(group, depth + 1)
  }
  if (root.EntityDescriptor) found.push(root.EntityDescriptor)
  if (root.EntitiesDescriptor) visit(root.EntitiesDescriptor, 0)
  return found
}

/**
 * Reads an identity provider from its metadata: a single EntityDescriptor, or an aggregate that
 * holds exactly one identity provider (Entra's federation metadata also describes WS-Federation
 * roles beside it). Elements are read by their local names, whatever prefixes the file uses. A
 * document type declaration is refused outright: metadata never needs one, and entities are how
 * a hostile file would make a parser expand it into gigabytes.
 */
export async function parseIdpMetadata(xml: string): Promise<IdentityProvider> {
  if (/<!DOCTYPE/i.test(xml)) throw invalid('a document type declaration (DOCTYPE) is not allowed')
  let root: Record<string, XmlNode>
  try {
    root = await parseStringPromise(xml.replace(/^\uFEFF/, ''), {
      explicitRoot: true,
      explicitArray: true,
      tagNameProcessors: [processors.stripPrefix],
      attrNameProcessors: [processors.stripPrefix],
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable'
    throw invalid(`not well-formed XML (${reason})`)
  }
  if (!root || typeof root !== 'object') throw invalid('not well-formed XML (empty)')
  const entities = entityDescriptors(root).filter((entity) => children(entity, 'IDPSSODescriptor').length > 0)
  if (entities.length === 0) throw invalid('it describes no identity provider (no IDPSSODescriptor)')
  if (entities.length > 1) throw invalid(`it describes ${entities.length} identity providers; give the metadata of one`)
  const entity = entities[0]!
  const entityId = entity.$?.entityID?.trim()
  if (!entityId || entityId.length > 1000) throw invalid('its EntityDescriptor has no entityID')
  const descriptor = children(entity, 'IDPSSODescriptor').find((element) =>
    (element.$?.protocolSupportEnumeration ?? '').split(/\s+/).includes(SAML2_PROTOCOL),
  )
  if (!descriptor) throw invalid('its identity provider does not speak SAML 2.0')
  const ssoUrl = children(descriptor, 'SingleSignOnService')
    .find((service) => service.$?.Binding === REDIRECT_BINDING)
    ?.$?.Location?.trim()
  if (!ssoUrl) throw invalid('it gives no sign-in address for the HTTP-Redirect binding (SingleSignOnService)')
  if (!isProviderAddress(ssoUrl)) throw invalid(`its sign-in address is not https: ${ssoUrl.slice(0, 200)}`)
  const certificates = [
    ...new Set(
      children(descriptor, 'KeyDescriptor')
        .filter((key) => !key.$?.use || key.$.use === 'signing')
        .flatMap((key) => children(key, 'KeyInfo'))
        .flatMap((info) => children(info, 'X509Data'))
        .flatMap((data) => children(data, 'X509Certificate'))
        // Base64 as metadata carries it: line breaks, and in some files spaces, inside.
        .map((certificate) => (certificate._ ?? '').replace(/\s+/g, '')),
    ),
  ].filter(Boolean)
  if (certificates.length === 0) throw invalid('it names no signing certificate (KeyDescriptor use="signing")')
  for (const certificate of certificates) {
    try {
      new X509Certificate(Buffer.from(certificate, 'base64'))
    } catch {
      throw invalid('one of its signing certificates cannot be read')
    }
  }
  return { entityId, ssoUrl, certificates: certificates.slice(0, 10) }
}

/**
 * Reads the metadata at the provider's address: at most 1 MB, within ten seconds in all, following
 * at most three redirects and none to anywhere but https (or this computer).
 */
export async function fetchIdpMetadata(url: string): Promise<IdentityProvider> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(url, {
      redirect: 'manual',
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      signal,
    })
    for (let hops = 0; response.status >= 300 && response.status < 400; hops += 1) {
      const location = response.headers.get('location')
      const next = location && new URL(location, url).toString()
      if (!next || hops >= 3 || !isProviderAddress(next))
        throw new Error(`a redirect (${response.status}) StepUp does not follow`)
      await response.body?.cancel()
      response = await fetch(next, { redirect: 'manual', signal })
    }
    if (!response.ok) throw new Error(`the address answered ${response.status}`)
    return await parseIdpMetadata(await readCapped(response))
  } catch (error) {
    if (error instanceof AppError) throw error
    throw badRequest('samlMetadataUnreachable', { reason: error instanceof Error ? error.message : String(error) })
  }
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_SAML_METADATA_BYTES) throw new Error('the metadata is larger than 1 MB')
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength
    if (size > MAX_SAML_METADATA_BYTES) throw new Error('the metadata is larger than 1 MB')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A certificate as the admin page shows it: whose it is, until when, and its SHA-256. */
export function describeCertificate(certificate: string) {
  const parsed = new X509Certificate(Buffer.from(certificate, 'base64'))
  return {
    subject: parsed.subject.replace(/\n/g, ', '),
    notAfter: new Date(parsed.validTo).toISOString(),
    fingerprint: parsed.fingerprint256,
  }
}
