import { RegisterInputSchema } from '@stepup/contract'
import { ChevronDown, UserPlus } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Alert, Button, PasswordField, TextField, inputClasses } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { markLoggedIn } from '../../../lib/auth.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { isLanguage, languages } from '../../../lib/i18n.ts'
import { useLanguageChoice } from '../../../lib/member-language.ts'
import {
  InvitationNotice,
  InvitationProblem,
  JoinRulesNote,
  useInvitationPreview,
  useJoinRules,
} from '../../joining/index.ts'
import { providerNames, ProviderSignIn } from '../../single-sign-on/index.ts'
import { useRegister } from '../api/register.ts'
import { AuthCard, textLinkClasses } from '../components/auth-card.tsx'
import { NextSteps } from '../components/next-steps.tsx'

/** Refusals that are about who may join, not about what was typed: their message says what to do. */
const JOIN_REFUSALS = new Set([
  'emailDomainNotAllowed',
  'invitationRequired',
  'invitationInvalid',
  'invitationForAnotherEmail',
  'ssoOnly',
])

/**
 * /signup (where invitation mails point, with `?invite=`): the account form. It says who may join
 * (people at some email domains, or invited people only); an invitation link's `?invite=` is
 * checked first, and a mailed invitation fixes the address to the one it was sent to. While the
 * community's providers are on, their buttons come first; when they are the only way to join, the
 * form waits behind a button for admins, who sign up with the admin token.
 */
export function SignupPage() {
  const { t, i18n } = useTranslation('auth')
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  // The login page passes on the email a refused log-in was tried with.
  const carriedEmail = (useLocation().state as { email?: string } | null)?.email ?? ''
  const registerMutation = useRegister()
  const [form, setForm] = useState({
    username: '',
    email: carriedEmail,
    password: '',
    adminToken: searchParams.get('adminToken') ?? '',
  })
  const inviteToken = searchParams.get('invite')?.trim() || null
  const rules = useJoinRules()
  const invitation = useInvitationPreview(inviteToken)
  // A mailed invitation admits only the address it was sent to: the field shows it, read-only.
  const invitedEmail = invitation.data?.email ?? null
  const [errors, setErrors] = useState<Record<string, string>>({})
  // Most members have no admin token: the field waits behind a button, open when a token is there.
  const [tokenOpen, setTokenOpen] = useState(form.adminToken !== '')
  const providers = rules.data?.signInProviders ?? []
  // Joining only through a provider: the form is for admins, with the admin token, behind a button.
  const providerOnly = rules.data?.policy === 'sso' && providers.length > 0
  const [adminFormOpen, setAdminFormOpen] = useState(form.adminToken !== '')
  const tokenShown = tokenOpen || providerOnly
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))
  const [language, chooseLanguage] = useLanguageChoice()

  const adminTokenField = (
    <TextField
      label={t('signup.adminToken')}
      name="adminToken"
      autoComplete="off"
      value={form.adminToken}
      onChange={set('adminToken')}
      error={errors.adminToken}
      hint={t('signup.adminTokenHint')}
    />
  )

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = RegisterInputSchema.safeParse({
      ...form,
      email: invitedEmail ?? form.email,
      invitation: inviteToken ?? undefined,
      // What is folded away is not sent: the form sends what the reader sees.
      adminToken: (tokenShown && form.adminToken.trim()) || undefined,
      language,
    })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t))
      if (parsed.error.issues.some((issue) => issue.path[0] === 'adminToken')) setTokenOpen(true)
      return
    }
    setErrors({})
    registerMutation.mutate(parsed.data, {
      onSuccess: (user) => {
        markLoggedIn(user)
        // An account that waits for its address to be proven opens on the screen that asks for it.
        navigate(user.mustVerifyEmail ? '/' : '/profile', { replace: true })
      },
    })
  }

  const failure = registerMutation.error
  const failureKey = failure instanceof ApiError ? failure.key : undefined
  const email = (invitedEmail ?? form.email).trim()
  // Without an invitation, an invitation-only community is said before the form, not only under it.
  const inviteOnlyWarning = rules.data?.policy === 'invite' && inviteToken === null

  const accountForm = (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {rules.data && inviteOnlyWarning && <JoinRulesNote rules={rules.data} prominent />}
      {invitation.isError && <InvitationProblem error={invitation.error} />}
      {invitation.data && <InvitationNotice invitation={invitation.data} />}
      {failure &&
        (failureKey === 'emailTaken' ? (
          // The account exists: the way forward is to log in to it, or to get back into it.
          <Alert tone="error" title={failure.message}>
            <p>{t('signup.emailTakenNext')}</p>
            <NextSteps
              steps={[
                { to: '/login', label: t('signup.login'), state: { email } },
                { to: '/forgot-password', label: t('signup.resetPassword'), state: { email } },
              ]}
            />
          </Alert>
        ) : failureKey && JOIN_REFUSALS.has(failureKey) ? (
          <Alert tone="error">{failure.message}</Alert>
        ) : (
          <Alert tone="error" title={failure.message}>
            {t('signup.failedNext')}
          </Alert>
        ))}
      <TextField
        label={t('signup.username')}
        name="username"
        autoComplete="name"
        placeholder={t('signup.usernamePlaceholder')}
        value={form.username}
        onChange={set('username')}
        error={errors.username}
        hint={t('signup.usernameHint')}
        autoFocus
      />
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
        value={invitedEmail ?? form.email}
        onChange={set('email')}
        readOnly={invitedEmail !== null}
        error={errors.email}
        hint={invitedEmail !== null ? t('signup.emailLocked') : undefined}
        className={invitedEmail !== null ? '[&_input]:bg-zinc-100 dark:[&_input]:bg-zinc-800' : undefined}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('signup.passwordHint')}
      />
      <div className="space-y-1.5">
        <label htmlFor="signup-language" className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('signup.language')}
        </label>
        {/* Choosing switches the page at once; the account keeps it for the app and its mails. */}
        <select
          id="signup-language"
          name="language"
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) chooseLanguage(event.target.value)
          }}
          aria-describedby="signup-language-hint"
          className={`${inputClasses} border-zinc-300 dark:border-zinc-700`}
        >
          {languages.map((option) => (
            <option key={option.code} value={option.code} lang={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <p id="signup-language-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('signup.languageHint')}
        </p>
      </div>
      {providerOnly ? (
        adminTokenField
      ) : (
        <Disclosure label={t('signup.haveAdminToken')} open={tokenOpen} onToggle={setTokenOpen} gap="mt-3">
          {adminTokenField}
        </Disclosure>
      )}
      <Button type="submit" size="lg" className="w-full" loading={registerMutation.isPending}>
        {t('signup.submit')}
      </Button>
      {rules.data && !inviteOnlyWarning && !invitation.data && <JoinRulesNote rules={rules.data} />}
    </form>
  )

  return (
    <AuthCard
      icon={<UserPlus className="size-6" aria-hidden="true" />}
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" state={email ? { email } : undefined} className={textLinkClasses}>
            {t('signup.login')}
          </Link>
        </>
      }
    >
      {providerOnly ? (
        <div className="space-y-6">
          <Alert
            tone="info"
            title={
              <Trans
                t={t}
                i18nKey="signup.providerOnly"
                values={{ provider: providerNames(providers, i18n.language) }}
                components={{ name: <bdi /> }}
              />
            }
          >
            {t('signup.providerOnlyText')}
          </Alert>
          <ProviderSignIn providers={providers} action="signUp" returnTo="/profile" />
          <Disclosure label={t('signup.adminForm')} open={adminFormOpen} onToggle={setAdminFormOpen} gap="mt-4">
            {accountForm}
          </Disclosure>
        </div>
      ) : (
        <div className="space-y-6">
          {providers.length > 0 && <ProviderSignIn providers={providers} action="signUp" returnTo="/profile" />}
          {accountForm}
        </div>
      )}
    </AuthCard>
  )
}

/** A link-styled button that shows what it holds below it, mounted only while open. */
function Disclosure({
  label,
  open,
  onToggle,
  gap,
  children,
}: {
  label: string
  open: boolean
  onToggle: (open: boolean) => void
  gap: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
        className={`inline-flex items-center gap-1 text-sm ${textLinkClasses}`}
      >
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        {label}
      </button>
      <div id={id} hidden={!open} className={gap}>
        {open && children}
      </div>
    </div>
  )
}
