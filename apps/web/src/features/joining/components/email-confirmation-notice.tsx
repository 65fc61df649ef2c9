import { MailQuestion, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useSendVerification } from '../api/send-verification.ts'

/** Remembered on this browser: a member who closed the notice is not asked again here. */
const DISMISSED_KEY = 'emailConfirmationDismissed'

function isDismissed(userId: number) {
  try {
    return localStorage.getItem(DISMISSED_KEY) === String(userId)
  } catch {
    return false
  }
}

/**
 * On a member's home, while their address is not proven (an account from before, or one an admin
 * made): a small offer to mail them the link that confirms it, which they may close. Not shown to
 * an account that must confirm first: the layout shows that one the screen that asks for it.
 */
export function EmailConfirmationNotice() {
  const { t } = useTranslation('joining')
  const { user } = useAuth()
  const send = useSendVerification()
  const [dismissed, setDismissed] = useState(() => (user ? isDismissed(user.id) : false))
  if (!user || user.emailVerified !== false || user.mustVerifyEmail || dismissed) return null

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(user.id))
    } catch {
      // storage blocked: closed until the page is opened again
    }
    setDismissed(true)
  }

  return (
    <section aria-label={t('notice.title')} data-testid="email-confirmation-notice">
      <Alert
        tone={send.isSuccess ? 'success' : 'info'}
        title={send.isSuccess ? t('notice.sent') : t('notice.title')}
        action={
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            aria-label={t('notice.dismiss')}
            onClick={dismiss}
            icon={<X className="size-4" aria-hidden="true" />}
          />
        }
      >
        {send.isSuccess ? (
          <p>
            {t('notice.sentText')}{' '}
            <bdi dir="ltr" className="break-all">
              {user.email}
            </bdi>
          </p>
        ) : (
          <div className="space-y-2">
            <p>
              {t('notice.text')}{' '}
              <bdi dir="ltr" className="break-all">
                {user.email}
              </bdi>
            </p>
            {send.isError && <p className="font-medium text-red-700 dark:text-red-300">{send.error.message}</p>}
            <Button
              size="sm"
              variant="secondary"
              // Its words may take two lines beside the close button on a narrow phone.
              className="h-auto! min-h-8 max-w-full py-1.5 text-start whitespace-normal!"
              loading={send.isPending}
              onClick={() => send.mutate()}
              icon={<MailQuestion className="size-4" aria-hidden="true" />}
            >
              {t('notice.send')}
            </Button>
          </div>
        )}
      </Alert>
    </section>
  )
}
