import { CreateTeamInputSchema, type User } from '@stepup/contract'
import clsx from 'clsx'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Avatar, Button, ButtonLink, Section, TextField } from '../../../components/ui/index.ts'
import { useCreateTeam } from '../api/create-team.ts'
import { exceedsTeamLimit } from '../team-rules.ts'

/**
 * Create a team and invite friends without a team in one go. The creator counts as a member,
 * so 1 + the selected friends may not exceed the maximum. A refused creation is said in the form;
 * invites that failed once the team stands go to `onInvitesFailed` with their sentences, since
 * the form gives way to the new team.
 */
export function CreateTeamForm({
  friends,
  maxTeamMembers,
  onInvitesFailed,
}: {
  friends: User[]
  maxTeamMembers: number
  onInvitesFailed: (sentences: string[]) => void
}) {
  const { t } = useTranslation('teams')
  const create = useCreateTeam()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [selected, setSelected] = useState<number[]>([])
  const candidates = friends.filter((friend) => friend.teamId === null)
  const tooMany = exceedsTeamLimit(selected.length, maxTeamMembers)

  function toggle(id: number) {
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = CreateTeamInputSchema.safeParse({ name })
    if (!parsed.success) return setNameError(t('create.nameRequired'))
    if (tooMany) return
    const invitees = candidates.filter((friend) => selected.includes(friend.id))
    create.mutate(
      { ...parsed.data, inviteeIds: invitees.map((friend) => friend.id) },
      {
        onSuccess: ({ failures }) => {
          if (failures.length === 0) return
          onInvitesFailed(
            failures.map((failure) => {
              const friend = invitees.find((invitee) => invitee.id === failure.userId)
              return t('create.inviteFailed', { name: friend?.username, message: failure.message })
            }),
          )
        },
      },
    )
  }

  return (
    <Section title={t('create.title')} description={t('create.description')}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        <TextField
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          value={name}
          maxLength={60}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value)
            setNameError(null)
          }}
        />
        <fieldset>
          <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('create.inviteFriends')}</legend>
          <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">
            {t('create.selected', { count: 1 + selected.length, max: maxTeamMembers })}
          </p>
          {candidates.length === 0 ? (
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-zinc-500 dark:text-zinc-400">
              <span>{t('create.noFriends')}</span>
              <ButtonLink to="/friends" variant="secondary" size="sm">
                {t('create.findFriends')}
              </ButtonLink>
            </div>
          ) : (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {candidates.map((friend) => {
                const checked = selected.includes(friend.id)
                return (
                  <li key={friend.id}>
                    <label
                      className={clsx(
                        'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm transition-colors',
                        checked
                          ? 'border-brand-500 bg-brand-50 dark:border-brand-500 dark:bg-brand-950/40'
                          : 'border-zinc-200 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800/40',
                      )}
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={checked}
                        onChange={() => toggle(friend.id)}
                      />
                      <Avatar name={friend.username} src={friend.avatarUrl} size="xs" decorative />
                      <span dir="auto" className="truncate font-medium">
                        {friend.username}
                      </span>
                    </label>
                  </li>
                )
              })}
            </ul>
          )}
        </fieldset>
        {tooMany && <Alert tone="error">{t('create.tooMany', { max: maxTeamMembers })}</Alert>}
        {create.isError && (
          <Alert tone="error" title={create.error.message}>
            {t('create.failedNext')}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} disabled={tooMany}>
          {t('create.submit')}
        </Button>
      </form>
    </Section>
  )
}
