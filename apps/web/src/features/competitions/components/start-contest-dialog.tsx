import {
  MEMBER_CONTEST_FORMATS,
  MEMBER_CONTEST_MAX_PEOPLE,
  StartMemberContestInputSchema,
  memberContestDays,
  type MemberContestFormat,
  type MemberContestsInfo,
} from '@stepup/contract'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Alert, Avatar, Button, ErrorMessage, Modal, TextField } from '../../../components/ui/index.ts'
import { shiftDay } from '../../../lib/format.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { useStartMemberContest } from '../api/start-member-contest.ts'
import { ChoiceField } from './choice-field.tsx'
import { competitionDates } from './competition-dates.ts'

type Field = 'name' | 'invitees' | 'startDate' | 'endDate' | 'form'

/**
 * A member's new contest: the format, whom to invite among friends and team-mates, the days where
 * the format lets them choose, and a name. The contract's schema checks it before it is sent; the
 * server's answer (the limit reached, say) is written under the form.
 */
export function StartContestDialog({
  info,
  userName,
  initialInvitee,
  onClose,
}: {
  info: MemberContestsInfo
  userName: string
  initialInvitee?: number
  onClose: () => void
}) {
  const { t } = useTranslation('competitions')
  const navigate = useNavigate()
  const start = useStartMemberContest()
  const formRef = useRef<HTMLFormElement>(null)
  const [format, setFormat] = useState<MemberContestFormat>('duel')
  const [invitees, setInvitees] = useState<number[]>(initialInvitee ? [initialInvitee] : [])
  const [startDate, setStartDate] = useState(info.today)
  const [endDate, setEndDate] = useState(shiftDay(info.today, 6))
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const days = memberContestDays(format, info.today, { startDate, endDate })
  const full = info.started >= info.limit
  const duel = format === 'duel'

  const nameOf = (id: number) => info.candidates.find((candidate) => candidate.id === id)?.username ?? ''
  const defaultName = () =>
    duel && invitees.length === 1
      ? t('contests.duelName', { a: userName, b: nameOf(invitees[0]!) })
      : t(`contests.formats.${format}.name`)

  function toggle(id: number) {
    setErrors((current) => ({ ...current, invitees: undefined }))
    if (duel) return setInvitees([id])
    setInvitees((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]))
  }

  function choose(next: MemberContestFormat) {
    setFormat(next)
    // A duel is one other person: the first chosen stays.
    if (next === 'duel') setInvitees((current) => current.slice(0, 1))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = StartMemberContestInputSchema.safeParse({
      format,
      name: name.trim() === '' ? defaultName() : name,
      invitees,
      startDate: format === 'duel' || format === 'goalDay' ? startDate || undefined : undefined,
      endDate: duel ? endDate || undefined : undefined,
    })
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] as Field | undefined) ?? 'form'
        found[field] ??= translateIssue(issue, t)
      }
      setErrors(found)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setErrors({})
    start.mutate(parsed.data, {
      onSuccess: (created) => {
        onClose()
        void navigate(`/competitions/${created.id}`)
      },
    })
  }

  return (
    <Modal open onClose={onClose} size="lg" title={t('contests.startTitle')}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('contests.startIntro', { max: MEMBER_CONTEST_MAX_PEOPLE })}
        </p>
        {full && <Alert tone="warning">{t('contests.limitReached', { count: info.limit })}</Alert>}
        <ChoiceField
          legend={t('contests.format')}
          name="format"
          value={format}
          onChange={choose}
          choices={MEMBER_CONTEST_FORMATS.map((value) => ({
            value,
            label: t(`contests.formats.${value}.name`),
            hint: t(`contests.formats.${value}.hint`),
          }))}
        />

        {format === 'duel' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('form.startDate')}
              name="startDate"
              type="date"
              min={info.today}
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
              error={errors.startDate}
            />
            <TextField
              label={t('form.endDate')}
              name="endDate"
              type="date"
              min={startDate || info.today}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              error={errors.endDate}
            />
          </div>
        ) : format === 'goalDay' ? (
          <TextField
            label={t('contests.day')}
            name="startDate"
            type="date"
            min={info.today}
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            error={errors.startDate}
          />
        ) : (
          days.startDate &&
          days.endDate && (
            <p className="text-sm" data-testid="contest-days">
              {t('contests.days', { dates: competitionDates({ startDate: days.startDate, endDate: days.endDate }, t) })}
            </p>
          )
        )}

        <fieldset className="space-y-1.5" aria-describedby={errors.invitees ? 'contest-invitees-error' : undefined}>
          <legend className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {duel ? t('contests.opponent') : t('contests.people', { max: MEMBER_CONTEST_MAX_PEOPLE - 1 })}
          </legend>
          {info.candidates.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('contests.noCandidates')}</p>
          ) : (
            <ul className="grid max-h-64 gap-2 overflow-y-auto sm:grid-cols-2">
              {info.candidates.map((candidate) => (
                <li key={candidate.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-zinc-300 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 dark:border-zinc-700 dark:has-[:checked]:bg-brand-950/40">
                    <input
                      type={duel ? 'radio' : 'checkbox'}
                      name="invitees"
                      checked={invitees.includes(candidate.id)}
                      onChange={() => toggle(candidate.id)}
                      aria-invalid={errors.invitees ? true : undefined}
                      className="accent-brand-600"
                    />
                    <Avatar name={candidate.username} src={candidate.avatarUrl} size="xs" decorative />
                    <span className="min-w-0 flex-1">
                      <bdi className="block truncate font-medium">{candidate.username}</bdi>
                      <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                        {candidate.friend ? t('contests.friend') : t('contests.teamMate')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.invitees && (
            <p id="contest-invitees-error" role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
              {errors.invitees}
            </p>
          )}
        </fieldset>

        <TextField
          label={t('form.name')}
          name="name"
          value={name}
          placeholder={defaultName()}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          hint={t('contests.nameHint')}
        />

        {errors.form && <ErrorMessage message={errors.form} />}
        {start.isError && <ErrorMessage message={start.error.message} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={start.isPending} disabled={full}>
            {t('contests.start')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
