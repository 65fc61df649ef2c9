import { LoginInputSchema } from '@stepup/contract'
import { LogIn } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Alert, Button, LoadingBlock, PasswordField, TextField } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { LOGIN_FLIP_DELAY_MS, markLoggedIn, type SignedOut } from '../../../lib/auth.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { useJoinRules } from '../../joining/index.ts'
import {
  ProviderLogoutNotice,
  providerNames,
  ProviderSignIn,
  returnPath,
  SignInProblem,
  useSignedInMember,
} from '../../single-sign-on/index.ts'
import { useLogin } from '../api/login.ts'
import { AuthCard, textLinkClasses } from '../components/auth-card.tsx'
import { NextSteps } from '../components/next-steps.tsx'

/** Where a login goes next, with a password or at the provider. */
const AFTER_LOGIN = '/profile'

/**
 * /login: the password form and, while the community's providers are on, a button each above it.
 * Under the single-sign-on-only policy the form stays, for admins. A provider sends the browser back
 * here: signed in (`?signedIn=sso&returnTo=`, recorded as a password login is, then on to where
 * the sign-in was for) or with why not (`?sso=<key>`). After a logout from a session that began there, the provider's own
 * logout is offered.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth')
  const navigate = useNavigate()
  const loginMutation = useLogin()
  const [searchParams] = useSearchParams()
  // Sign-up passes on the email of an account that already exists; a logout, the provider's logout.
  const carried = useLocation().state as ({ email?: string } & Partial<SignedOut>) | null
  const carriedEmail = carried?.email ?? ''
  const rules = useJoinRules()
  const providers = rules.data?.signInProviders ?? []
  const providerOnly = rules.data?.policy === 'sso'
  const problem = searchParams.get('sso')
  const backFromProvider = searchParams.get('signedIn') === 'sso'
  const returnTo = returnPath(searchParams.get('returnTo'), AFTER_LOGIN)
  const signedIn = useSignedInMember(backFromProvider)
  const [email, setEmail] = useState(carriedEmail)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  useEffect(() => {
    if (!signedIn.data) return
    markLoggedIn(signedIn.data, { delayMs: LOGIN_FLIP_DELAY_MS })
    navigate(returnTo, { replace: true })
  }, [signedIn.data, navigate, returnTo])

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
        navigate(AFTER_LOGIN, { replace: true })
      },
    })
  }

  const form = (
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
      <Button
        type="submit"
        size="lg"
        // Beside the providers' buttons, the password is the second way in.
        variant={providers.length > 0 ? 'secondary' : 'primary'}
        className="w-full"
        loading={loginMutation.isPending}
      >
        {t('login.submit')}
      </Button>
    </form>
  )

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
      {backFromProvider && (signedIn.isPending || signedIn.data) ? (
        <LoadingBlock label={t('login.signingIn')} />
      ) : (
        <div className="space-y-6">
          {(problem || (backFromProvider && (signedIn.isError || signedIn.data === null))) && (
            <SignInProblem
              code={problem ?? 'ssoFailed'}
              provider={providers.length > 0 ? providerNames(providers, i18n.language) : undefined}
            />
          )}
          {carried?.providerLogout && <ProviderLogoutNotice page={carried.providerLogout} />}
          {providers.length > 0 && <ProviderSignIn providers={providers} action="signIn" returnTo={AFTER_LOGIN} />}
          {providerOnly && <h2 className="text-sm font-semibold">{t('login.adminsWithPassword')}</h2>}
          {form}
        </div>
      )}
    </AuthCard>
  )
}
