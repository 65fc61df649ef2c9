import { PASSWORD_MIN_LENGTH } from '@stepup/contract'
import { CheckCircle2, KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Alert, ButtonLink, Button, PasswordField } from '../../../components/ui/index.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { AuthCard, textLinkClasses } from '../components/auth-card.tsx'

/** The reset page is idle, loading, success or error. */
type ResetState =
  { status: 'idle' } | { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string }

export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [state, setState] = useState<ResetState>({ status: 'idle' })
  const reset = useResetPassword()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!token) return setState({ status: 'error', message: t('reset.noToken') })
    if (password.length < PASSWORD_MIN_LENGTH) return setState({ status: 'error', message: t('reset.tooShort') })
    if (password !== confirmation) return setState({ status: 'error', message: t('reset.mismatch') })
    setState({ status: 'loading' })
    reset.mutate(
      { token, password },
      {
        onSuccess: () => setState({ status: 'success' }),
        onError: (error) => setState({ status: 'error', message: error.message || t('reset.failed') }),
      },
    )
  }

  if (state.status === 'success') {
    return (
      <AuthCard icon={<CheckCircle2 className="size-6" aria-hidden="true" />} title={t('reset.title')}>
        <div className="space-y-5">
          <Alert tone="success">{t('reset.success')}</Alert>
          <ButtonLink to="/login" size="lg" className="w-full">
            {t('reset.login')}
          </ButtonLink>
        </div>
      </AuthCard>
    )
  }

  if (!token) {
    return (
      <AuthCard icon={<KeyRound className="size-6" aria-hidden="true" />} title={t('reset.title')}>
        <div className="space-y-5">
          <Alert tone="error">{t('reset.noToken')}</Alert>
          <ButtonLink to="/forgot-password" variant="secondary" size="lg" className="w-full">
            {t('reset.requestNew')}
          </ButtonLink>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <Link to="/login" className={textLinkClasses}>
          {t('forgot.back')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
        <PasswordField
          label={t('reset.newPassword')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" loading={state.status === 'loading'}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
