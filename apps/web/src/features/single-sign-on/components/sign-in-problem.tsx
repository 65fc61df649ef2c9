import { useTranslation } from 'react-i18next'
import { Alert } from '../../../components/ui/index.ts'

/** The longest `reason` an address may carry onto the page: the provider's words, cut. */
const REASON_MAX = 300

/**
 * Why a sign-in at the provider (or an admin's test of it) did not succeed: the server sends the
 * browser back with `?sso=<key>` (and `&reason=` when the provider said why), said here in the
 * reader's language. A key the `errors` namespace does not know reads as the general failure.
 */
export function SignInProblem({
  code,
  reason,
  provider,
  title,
}: {
  code: string
  reason?: string | null
  provider?: string
  /** What did not succeed, when it is not a member's sign-in (an admin's test of the provider). */
  title?: string
}) {
  const { t, i18n } = useTranslation('single-sign-on')
  const key = /^\w{1,60}$/.test(code) && i18n.exists(`errors:${code}`) ? code : 'ssoFailed'
  const detail = reason?.trim().slice(0, REASON_MAX) || null
  const message = t(`errors:${key}`, { reason: detail ?? '—', provider: provider ?? t('problem.provider') })
  return (
    <Alert tone="error" role="alert" title={title ?? t('problem.title')}>
      <p>{message}</p>
      {detail && !message.includes(detail) && (
        <p className="mt-1 [overflow-wrap:anywhere]">{t('problem.reason', { reason: detail })}</p>
      )}
    </Alert>
  )
}
