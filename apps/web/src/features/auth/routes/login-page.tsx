import { LoginInputSchema } from '@stepup/contract'
import { LogIn } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { Alert, Button, PasswordField, TextField } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { LOGIN_FLIP_DELAY_MS, markLoggedIn } from '../../../lib/auth.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { useLogin } from '../api/login.ts'
import { AuthCard, textLinkClasses } from '../components/auth-card.tsx'
import { NextSteps } from '../components/next-steps.tsx'

export function LoginPage() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const loginMutation = useLogin()
  // Sign-up passes on the email of an account that already exists.
  const carriedEmail = (useLocation().state as { email?: string } | null)?.email ?? ''
  const [email, setEmail] = useState(carriedEmail)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // An empty submission does nothing, not even show an error.
    if (!email.trim() && !password) return
    const parsed = LoginInputSchema.safeParse({ email, password })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t))
      return
    }
    setErrors({})
    loginMutation.mutate(parsed.data, {
      onSuccess: (user) => {
        // The session flag is set now; the visible logged-in state flips a second later.
        markLoggedIn(user, { delayMs: LOGIN_FLIP_DELAY_MS })
        navigate('/profile', { replace: true })
      },
    })
  }

  return (
    <AuthCard
      icon={<LogIn className="size-6" aria-hidden="true" />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/signup" className={textLinkClasses}>
            {t('login.signup')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {loginMutation.isError &&
          (loginMutation.error instanceof ApiError && loginMutation.error.key === 'invalidCredentials' ? (
            // The server does not say whether the email has an account, so both ways forward are offered.
            <Alert tone="error" title={loginMutation.error.message}>
              <p>{t('login.failedNext')}</p>
              <NextSteps
                steps={[
                  { to: '/forgot-password', label: t('login.resetPassword'), state: { email: email.trim() } },
                  { to: '/signup', label: t('login.signup'), state: { email: email.trim() } },
                ]}
              />
            </Alert>
          ) : (
            <Alert tone="error" title={loginMutation.error.message} />
          ))}
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoFocus
        />
        <div className="space-y-1.5">
          <PasswordField
            label={t('password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <div className="text-end">
            <Link to="/forgot-password" className={`text-sm ${textLinkClasses}`}>
              {t('login.forgot')}
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
