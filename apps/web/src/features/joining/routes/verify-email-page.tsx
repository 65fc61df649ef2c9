import { VerifyEmailInputSchema } from '@stepup/contract'
import { Link2Off, MailCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert, ButtonLink, CentredCard, LoadingBlock } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useVerifyEmail } from '../api/verify-email.ts'

/**
 * /verify-email?token=…, the link of a confirmation mail, for anyone: it opens from a mail app,
 * often where nobody is logged in. The link is sent once, as the page opens; then the page says
 * the address is confirmed (and a member logged in here is let into the app), or why not.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('joining')
  const [searchParams] = useSearchParams()
  const parsed = VerifyEmailInputSchema.safeParse({ token: searchParams.get('token') ?? '' })
  const token = parsed.success ? parsed.data.token : null
  const verify = useVerifyEmail()
  const { isLoggedIn } = useAuth()
  // Once per page: React's second run of an effect in development must not spend the link twice.
  const sent = useRef(false)
  useEffect(() => {
    if (token === null || sent.current) return
    sent.current = true
    verify.mutate(token)
  }, [token, verify])

  const next = isLoggedIn ? (
    <ButtonLink to="/" size="lg" className="w-full">
      {t('verify.continue')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" size="lg" className="w-full">
      {t('verify.login')}
    </ButtonLink>
  )

  if (token === null || verify.isError) {
    // The server's words (in the reader's language) for a link it refuses; a link without a token is refused here.
    const message = verify.isError ? verify.error.message : t('errors:verificationLinkInvalid')
    return (
      <CentredCard icon={<Link2Off className="size-6" aria-hidden="true" />} title={t('verify.failed')}>
        <Alert tone="error">{message}</Alert>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {isLoggedIn ? t('verify.askAgain') : t('verify.askAgainLogin')}
        </p>
        {next}
      </CentredCard>
    )
  }
  if (verify.isSuccess)
    return (
      <CentredCard icon={<MailCheck className="size-6" aria-hidden="true" />} title={t('verify.done')}>
        <Alert tone="success" role="alert">
          {t('verify.doneText')}
        </Alert>
        {next}
      </CentredCard>
    )
  return <LoadingBlock label={t('verify.checking')} />
}
