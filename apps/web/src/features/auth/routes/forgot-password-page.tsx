import { ForgotPasswordInputSchema } from '@stepup/contract'
import { KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Alert, Button, TextField } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { useRequestPasswordReset } from '../api/forgot-password.ts'
import { AuthCard, textLinkClasses } from '../components/auth-card.tsx'

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const location = useLocation()
  // The profile's Change Password button passes the user's email along.
  const initialEmail = (location.state as { email?: string } | null)?.email ?? ''
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | undefined>()
  const reset = useRequestPasswordReset()
  const { isLoggedIn } = useAuth()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = ForgotPasswordInputSchema.safeParse({ email })
    if (!parsed.success) {
      setError(fieldErrors(parsed.error, t).email)
      return
    }
    setError(undefined)
    reset.mutate(parsed.data)
  }

  return (
    <AuthCard
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        isLoggedIn ? (
          <Link to="/profile" className={textLinkClasses}>
            {t('forgot.backToProfile')}
          </Link>
        ) : (
          <Link to="/login" className={textLinkClasses}>
            {t('forgot.back')}
          </Link>
        )
      }
    >
      {reset.isSuccess ? (
        <Alert tone="success">{t('forgot.sent')}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {reset.isError && (
            <Alert tone="error" title={reset.error.message || t('forgot.failed')}>
              {t('forgot.failedNext')}
            </Alert>
          )}
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
            autoFocus
          />
          <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
