import {
  CommunityUrlSchema,
  GoalSchema,
  ImportDaysBackSchema,
  MAX_IMPORT_DAYS_BACK,
  MoneyPer100StepsSchema,
  SourcePrioritySchema,
  TeamConfigSchema,
  type ScoreConfig,
  type TeamConfig,
} from '@stepup/contract'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, TextField } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { useSaveSettings } from '../api/settings.ts'
import { CurrencyField, moneySymbol } from './currency-field.tsx'
import { RecountNotice, useRecountReport } from './recount-notice.tsx'
import { SourcePriorityField } from './source-priority-field.tsx'
import { SwitchField } from './switch-field.tsx'

/**
 * Money per 100 steps (step 0.01, default 1), max team members (at least 2), the manual entry
 * switch, the community link, the order of the step sources and how many days back imports and
 * phone pushes may reach, and the range of members' daily goals with the goal of those who set
 * none. The contract's schemas check what the server checks.
 */
export function SettingsForm({ scores, teams }: { scores: ScoreConfig; teams: TeamConfig }) {
  const { t } = useTranslation('admin')
  const [money, setMoney] = useState(String(scores.moneyPer100Steps ?? 1))
  const [currency, setCurrency] = useState(scores.currency)
  const [maxMembers, setMaxMembers] = useState(String(teams.maxTeamMembers))
  const [manual, setManual] = useState(scores.allowManualSteps)
  const [community, setCommunity] = useState(scores.communityUrl)
  const [priority, setPriority] = useState(scores.sourcePriority)
  const [daysBack, setDaysBack] = useState(String(scores.importDaysBack))
  const [goals, setGoals] = useState({
    goalMin: String(scores.goalMin),
    defaultGoal: String(scores.defaultGoal),
    goalMax: String(scores.goalMax),
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveSettings()
  const recount = useRecountReport()
  // A new order of the step sources counts every member's days again: said before, measured after.
  const recounts = JSON.stringify(priority) !== JSON.stringify(scores.sourcePriority)
  function send(input: Parameters<typeof save.mutate>[0]) {
    if (recounts) void recount.measure(() => save.mutateAsync(input))
    else {
      recount.clear()
      save.mutate(input)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const next: Record<string, string> = {}
    const moneyValue = MoneyPer100StepsSchema.safeParse(money.trim() === '' ? undefined : Number(money))
    if (!moneyValue.success) next.money = translateIssue(moneyValue.error.issues[0]!, t)
    const teamValue = TeamConfigSchema.safeParse({
      maxTeamMembers: maxMembers.trim() === '' ? undefined : Number(maxMembers),
    })
    if (!teamValue.success) next.maxMembers = t('settings.maxMembersError')
    const communityValue = CommunityUrlSchema.safeParse(community)
    if (!communityValue.success) next.community = translateIssue(communityValue.error.issues[0]!, t)
    const priorityValue = SourcePrioritySchema.safeParse(priority)
    if (!priorityValue.success) next.priority = translateIssue(priorityValue.error.issues[0]!, t)
    const daysBackValue = ImportDaysBackSchema.safeParse(daysBack.trim() === '' ? undefined : Number(daysBack))
    if (!daysBackValue.success) next.daysBack = translateIssue(daysBackValue.error.issues[0]!, t)
    const goalValues = Object.fromEntries(
      Object.entries(goals).map(([key, value]) => {
        const parsed = GoalSchema.safeParse(value.trim() === '' ? undefined : Number(value))
        if (!parsed.success) next[key] = translateIssue(parsed.error.issues[0]!, t)
        return [key, parsed.data ?? 0]
      }),
    ) as Record<keyof typeof goals, number>
    if (Object.keys(goals).every((key) => !next[key])) {
      if (!(goalValues.goalMin <= goalValues.defaultGoal && goalValues.defaultGoal <= goalValues.goalMax)) {
        next.defaultGoal = t('errors:goalRangeInvalid')
      }
    }
    setErrors(next)
    if (
      !moneyValue.success ||
      !teamValue.success ||
      !communityValue.success ||
      !priorityValue.success ||
      !daysBackValue.success ||
      Object.keys(goals).some((key) => next[key])
    )
      return
    send({
      scores: {
        moneyPer100Steps: moneyValue.data,
        currency,
        allowManualSteps: manual,
        communityUrl: communityValue.data,
        sourcePriority: priorityValue.data,
        importDaysBack: daysBackValue.data,
        ...goalValues,
      },
      teams: teamValue.data,
    })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('settings.money', { currency: moneySymbol(currency) })}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={money}
          onChange={(event) => setMoney(event.target.value)}
          error={errors.money}
          hint={t('settings.moneyHint')}
        />
        <CurrencyField value={currency} onChange={setCurrency} />
        <TextField
          label={t('settings.maxMembers')}
          type="number"
          inputMode="numeric"
          min={2}
          step={1}
          value={maxMembers}
          onChange={(event) => setMaxMembers(event.target.value)}
          error={errors.maxMembers}
          hint={t('settings.maxMembersHint')}
        />
      </div>
      <TextField
        label={t('settings.community')}
        type="url"
        placeholder="https://chat.whatsapp.com/…"
        value={community}
        onChange={(event) => setCommunity(event.target.value)}
        error={errors.community}
        hint={t('settings.communityHint')}
      />
      <SwitchField label={t('settings.manual')} hint={t('settings.manualHint')} checked={manual} onChange={setManual} />
      <SourcePriorityField value={priority} onChange={setPriority} error={errors.priority} />
      <TextField
        label={t('settings.daysBack')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_IMPORT_DAYS_BACK}
        step={1}
        value={daysBack}
        onChange={(event) => setDaysBack(event.target.value)}
        error={errors.daysBack}
        hint={t('settings.daysBackHint', { max: MAX_IMPORT_DAYS_BACK })}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('settings.goals')}</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('settings.goalsHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['goalMin', 'defaultGoal', 'goalMax'] as const).map((key) => (
            <TextField
              key={key}
              label={t(`settings.${key}`)}
              type="number"
              inputMode="numeric"
              min={500}
              max={100_000}
              step={500}
              value={goals[key]}
              onChange={(event) => setGoals({ ...goals, [key]: event.target.value })}
              error={errors[key]}
            />
          ))}
        </div>
      </fieldset>
      {save.isError && <ErrorMessage message={save.error.message} />}
      {save.isSuccess && <Alert tone="success">{t('settings.saved')}</Alert>}
      <RecountNotice pending={recounts} report={recount.report} />
      <Button type="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </form>
  )
}
