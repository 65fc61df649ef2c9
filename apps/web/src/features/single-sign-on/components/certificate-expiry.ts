/** A certificate within this many days of its end is flagged: time for the provider to roll it over. */
export const CERTIFICATE_WARNING_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

export type CertificateExpiry = { state: 'valid' } | { state: 'soon'; days: number } | { state: 'expired' }

/** Where a certificate ending at `notAfter` stands at `now`: its whole days left, counted up. */
export function certificateExpiry(notAfter: string, now = new Date()): CertificateExpiry {
  const left = new Date(notAfter).getTime() - now.getTime()
  if (left <= 0) return { state: 'expired' }
  const days = Math.ceil(left / DAY_MS)
  return days <= CERTIFICATE_WARNING_DAYS ? { state: 'soon', days } : { state: 'valid' }
}
