import { normalizeEmail, UpdateMeInputSchema, type User } from '@stepup/contract'
import { KeyRound, LogOut, Pencil, ShieldCheck, Users } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  ErrorMessage,
  LoadingBlock,
  Page,
  PageHeader,
  PasswordField,
  Section,
  TextField,
} from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { logout, useAuth, useMe } from '../../../lib/auth.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { AdminTodo } from '../../admin/index.ts'
import { Announcements } from '../../notifications/index.ts'
import { useUpdateMe } from '../api/update-me.ts'
import { AvatarPicker } from '../components/avatar-picker.tsx'
import { ConnectPointer } from '../components/connect-pointer.tsx'
import { FirstRunCard } from '../components/first-run-card.tsx'
import { AchievementsCard } from '../../achievements/index.ts'
import { MyDataSection } from '../components/my-data-section.tsx'
import { TimeZoneSection } from '../components/time-zone-section.tsx'
import { AchievementsVisibilitySection } from '../components/achievements-visibility-section.tsx'

interface Draft {
  username: string
  email: string
  avatarUrl: string | null
  phoneNumber: string
  sensorUserId: string
  /** Asked for, and sent, only when the email differs from the stored one. */
  currentPassword: string
}

const draftOf = (user: User): Draft => ({
  username: user.username,
  email: user.email,
  avatarUrl: user.avatarUrl,
  phoneNumber: user.phoneNumber ?? '',
  sensorUserId: user.sensorUserId ?? '',
  currentPassword: '',
})

/** Whether the draft's email is a new one; the stored email in another case or with spaces is not. */
const changesEmail = (draft: Draft, storedEmail: string) => normalizeEmail(draft.email) !== storedEmail

/** The logged-in user's own profile: view mode, and edit mode; the admins' announcements above. */
export function ProfilePage() {
  const { t } = useTranslation('profile')
  const navigate = useNavigate()
  const { user: storedUser } = useAuth()
  const me = useMe()
  const user = me.data ?? storedUser
  const [draft, setDraft] = useState<Draft | null>(null)
  const [saved, setSaved] = useState(false)

  const onLogout = async () => {
    navigate('/login', { replace: true, state: await logout() })
  }

  if (!user) {
    if (me.isError)
      return (
        <Page>
          <ErrorMessage message={t('loadFailed')} />
        </Page>
      )
    return <LoadingBlock />
  }

  return (
    <Page>
      {/* Where a login lands: the admins' announcements come first here too. */}
      <AdminTodo className="mb-6" />
      <Announcements className="mb-6" />
      <FirstRunCard className="mb-6" />
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          !draft && (
            <Button
              onClick={() => {
                setSaved(false)
                setDraft(draftOf(user))
              }}
              icon={<Pencil className="size-4" aria-hidden="true" />}
            >
              {t('edit')}
            </Button>
          )
        }
      />
      {/* The stored copy still shows, but it may be out of date: say the server did not answer. */}
      {me.isError && (
        <Alert tone="error" className="mb-6">
          {t('loadFailed')}
        </Alert>
      )}
      {saved && !draft && (
        <Alert tone="success" className="mb-6">
          {t('saved')}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">
          <IdentityCard user={draft ? { ...user, username: draft.username, avatarUrl: draft.avatarUrl } : user} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {draft ? (
            <EditForm
              storedEmail={user.email}
              draft={draft}
              onChange={setDraft}
              onCancel={() => setDraft(null)}
              onSaved={() => {
                setDraft(null)
                setSaved(true)
              }}
            />
          ) : (
            <Details user={user} />
          )}
        </div>
        <Section
          title={t('sections.security')}
          description={t('sections.securityDescription')}
          className="lg:col-start-1 lg:row-start-2"
        >
          <div className="grid gap-2">
            <Button
              variant="secondary"
              onClick={() => navigate('/forgot-password', { state: { email: user.email } })}
              icon={<KeyRound className="size-4" aria-hidden="true" />}
            >
              {t('changePassword')}
            </Button>
            <Button
              variant="ghost"
              onClick={onLogout}
              icon={<LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
            >
              {t('logout')}
            </Button>
          </div>
        </Section>
        <AchievementsCard className="lg:col-span-2" />
        <div className="lg:col-span-2">
          <AchievementsVisibilitySection user={user} />
        </div>
        <div className="lg:col-span-2">
          <ConnectPointer />
        </div>
        <div className="lg:col-span-2">
          <TimeZoneSection user={user} />
        </div>
        <div className="lg:col-span-2">
          <MyDataSection />
        </div>
      </div>
    </Page>
  )
}

function IdentityCard({ user }: { user: User }) {
  const { t } = useTranslation('profile')
  return (
    <Card className="overflow-hidden">
      <div className="h-20 bg-gradient-to-br from-brand-400 via-brand-600 to-brand-800" />
      <div className="-mt-12 flex flex-col items-center px-6 pb-6 text-center">
        <Avatar name={user.username} src={user.avatarUrl} size="xl" className="ring-4" />
        <p dir="auto" className="mt-3 text-lg font-semibold break-all">
          {user.username}
        </p>
        <p className="text-sm break-all text-zinc-500 dark:text-zinc-400">{user.email}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          {user.isAdmin ? (
            <Badge tone="brand">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              {t('admin')}
            </Badge>
          ) : (
            <Badge>{t('member')}</Badge>
          )}
          <Badge tone={user.teamId ? 'success' : 'neutral'}>
            <Users className="size-3.5" aria-hidden="true" />
            {user.teamId ? t('inTeam') : t('noTeam')}
          </Badge>
        </div>
      </div>
    </Card>
  )
}

function Details({ user }: { user: User }) {
  const { t } = useTranslation('profile')
  const rows: [string, ReactNode, string?][] = [
    [t('fields.username'), user.username],
    [t('fields.email'), user.email],
    [t('fields.phoneNumber'), user.phoneNumber],
    // Few members need one: say what it is, so the others know to leave it empty.
    [t('fields.sensorUserId'), user.sensorUserId, t('hints.sensorUserId')],
  ]
  return (
    <Section title={t('sections.details')}>
      <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {rows.map(([label, value, hint]) => (
          <div key={label} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-zinc-500 dark:text-zinc-400">{label}</dt>
            <dd className="text-sm break-all sm:col-span-2">
              {value || <span className="text-zinc-500 italic dark:text-zinc-400">{t('notSet')}</span>}
              {hint && <p className="mt-1 text-xs break-normal text-zinc-600 dark:text-zinc-400">{hint}</p>}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

function EditForm({
  storedEmail,
  draft,
  onChange,
  onCancel,
  onSaved,
}: {
  storedEmail: string
  draft: Draft
  onChange: (draft: Draft) => void
  onCancel: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('profile')
  const update = useUpdateMe()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value })

  const asksPassword = changesEmail(draft, storedEmail)
  // The server's answer about the current password belongs under that field, not above the form.
  const passwordError =
    update.error instanceof ApiError && update.error.key?.startsWith('currentPassword') ? update.error.message : null

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const { currentPassword, ...fields } = draft
    const parsed = UpdateMeInputSchema.safeParse(asksPassword ? { ...fields, currentPassword } : fields)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t))
      return
    }
    setErrors({})
    update.mutate(parsed.data, { onSuccess: onSaved })
  }

  return (
    <Section title={t('edit')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {update.isError && !passwordError && <Alert tone="error">{update.error.message}</Alert>}
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('fields.avatar')}</p>
          <AvatarPicker
            name={draft.username}
            value={draft.avatarUrl}
            onChange={(avatarUrl) => onChange({ ...draft, avatarUrl })}
          />
          {errors.avatarUrl && <p className="text-xs font-medium text-red-600 dark:text-red-400">{errors.avatarUrl}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.username')}
            name="username"
            autoComplete="name"
            value={draft.username}
            onChange={set('username')}
            error={errors.username}
          />
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={set('email')}
            error={errors.email}
          />
          {asksPassword && (
            <PasswordField
              label={t('fields.currentPassword')}
              name="currentPassword"
              autoComplete="current-password"
              className="sm:col-span-2"
              value={draft.currentPassword}
              onChange={(event) => {
                update.reset()
                set('currentPassword')(event)
              }}
              error={errors.currentPassword ?? passwordError}
              hint={t('hints.currentPassword')}
            />
          )}
          <TextField
            label={t('fields.phoneNumber')}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            value={draft.phoneNumber}
            onChange={set('phoneNumber')}
            error={errors.phoneNumber}
            hint={t('hints.phoneNumber')}
          />
          <TextField
            label={t('fields.sensorUserId')}
            name="sensorUserId"
            autoComplete="off"
            value={draft.sensorUserId}
            onChange={set('sensorUserId')}
            error={errors.sensorUserId}
            hint={t('hints.sensorUserId')}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-zinc-200 pt-5 dark:border-zinc-800">
          <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Section>
  )
}
