import { RegisterInputSchema } from '@stepup/contract'
import { UserPlus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Alert, Button, PasswordField, TextField } from '../../../components/ui/index.ts'
import { markLoggedIn } from '../../../lib/auth.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { useRegister } from '../api/register.ts'
import { AuthCard, textLinkClasses } from '../components/auth-card.tsx'

export function SignupPage() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const registerMutation = useRegister()
  const [form, setForm] = useState({ username: '', email: '', password: '', adminToken: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = RegisterInputSchema.safeParse({ ...form, adminToken: form.adminToken.trim() || undefined })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t))
      return
    }
    setErrors({})
    registerMutation.mutate(parsed.data, {
      onSuccess: (user) => {
        markLoggedIn(user)
        navigate('/profile', { replace: true })
      },
    })
  }

  return (
    <AuthCard
      icon={<UserPlus className="size-6" aria-hidden="true" />}
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className={textLinkClasses}>
            {t('signup.login')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {registerMutation.isError && (
          <Alert tone="error" title={registerMutation.error.message}>
            {t('signup.failedNext')}
          </Alert>
        )}
        <TextField
          label={t('signup.username')}
          name="username"
          autoComplete="name"
          placeholder={t('signup.usernamePlaceholder')}
          value={form.username}
          onChange={set('username')}
          error={errors.username}
          autoFocus
        />
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={form.email}
          onChange={set('email')}
          error={errors.email}
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
        <TextField
          label={t('signup.adminToken')}
          name="adminToken"
          autoComplete="off"
          value={form.adminToken}
          onChange={set('adminToken')}
          error={errors.adminToken}
          hint={t('signup.adminTokenHint')}
        />
        <Button type="submit" size="lg" className="w-full" loading={registerMutation.isPending}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
