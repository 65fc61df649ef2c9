import { useQueryClient } from '@tanstack/react-query'
import { LogOut, MailWarning, Send } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Alert, Button, CentredCard } from '../../../components/ui/index.ts'
import { meQueryKey, useAuth } from '../../../lib/auth.ts'
import { useSendVerification } from '../api/send-verification.ts'

/**
 * What a member whose account waits for its address to be proven (a sign-up by email domain) sees
 * instead of every page: where the link went, a way to send it again, and a way out. The layout
 * shows it in place of the page, so none of the pages' own calls (which the server refuses until
 * then) is made.
 */
export function EmailGate() {
  const { t } = useTranslation('joining')
  const { user, logout } = useAuth()
  const navigate = useNavigate()
  const send = useSendVerification()
  const email = user?.email ?? ''
  const queryClient = useQueryClient()
  // The link is often opened in another tab or on the phone: back here, the account is asked again.
  useEffect(() => {
    const askAgain = () => {
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries({ queryKey: meQueryKey })
    }
    window.addEventListener('focus', askAgain)
    document.addEventListener('visibilitychange', askAgain)
    return () => {
      window.removeEventListener('focus', askAgain)
      document.removeEventListener('visibilitychange', askAgain)
    }
  }, [queryClient])

  return (
    <CentredCard icon={<MailWarning className="size-6" aria-hidden="true" />} title={t('gate.title')}>
      <div className="space-y-2 text-sm text-zinc-700 dark:text-zinc-300" data-testid="email-gate">
        <p>
          {t('gate.mailed')}{' '}
          <bdi dir="ltr" className="font-semibold break-all">
            {email}
          </bdi>
        </p>
        <p>{t('gate.open')}</p>
        <p className="text-zinc-500 dark:text-zinc-400">{t('gate.spam')}</p>
      </div>
      {send.isSuccess && (
        <Alert tone="success" role="alert">
          {t('gate.sent')}
        </Alert>
      )}
      {send.isError && (
        <Alert tone="error" title={t('gate.sendFailed')}>
          {send.error.message}
        </Alert>
      )}
      <div className="grid gap-2">
        <Button
          loading={send.isPending}
          onClick={() => send.mutate()}
          icon={<Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
        >
          {t('gate.resend')}
        </Button>
        <Button
          variant="secondary"
          onClick={async () => {
            navigate('/login', { state: await logout() })
          }}
          icon={<LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
        >
          {t('gate.logout')}
        </Button>
      </div>
    </CentredCard>
  )
}
