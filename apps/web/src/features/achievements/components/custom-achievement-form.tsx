import {
  CUSTOM_ACHIEVEMENT_ICONS,
  CUSTOM_ACHIEVEMENT_NAME_MAX_LENGTH,
  CUSTOM_RULE_KINDS,
  CustomAchievementInputSchema,
  LANGUAGES,
  type CustomAchievement,
  type CustomAchievementIcon,
  type CustomRuleKind,
} from '@stepup/contract'
import clsx from 'clsx'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, inputClasses, TextField, useToast } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { isLanguage, languages } from '../../../lib/i18n.ts'
import { useCreateCustomAchievement } from '../api/create-custom-achievement.ts'
import { useUpdateCustomAchievement } from '../api/update-custom-achievement.ts'
import { customAchievementIcons } from './achievement-badge.tsx'
import { useRuleSummary } from './rule-summary.ts'

type Language = (typeof LANGUAGES)[number]

/** A community competition a `competition-days` rule may count the days of. */
export interface CompetitionChoice {
  id: number
  name: string
}

const POINTS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const

interface Draft {
  rule: CustomRuleKind
  amount: string
  from: string
  to: string
  target: string
  competitionId: string
  names: Record<Language, string>
  icon: CustomAchievementIcon
  points: number
}

const emptyDraft = (): Draft => ({
  rule: 'steps-in-period',
  amount: '',
  from: '',
  to: '',
  target: '',
  competitionId: '',
  names: { en: '', es: '', he: '' },
  icon: 'star',
  points: 30,
})

const draftOf = (achievement: CustomAchievement): Draft => ({
  rule: achievement.rule,
  amount: String(achievement.amount),
  from: achievement.from ?? '',
  to: achievement.to ?? '',
  target: achievement.target === null ? '' : String(achievement.target),
  competitionId: achievement.competition === null ? '' : String(achievement.competition.id),
  names: { ...achievement.names },
  icon: achievement.icon,
  points: achievement.points,
})

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text))
const nameOf = (language: Language) => languages.find((known) => known.code === language)!.name

/** The fields the draft's kind of rule takes; the others are sent empty. */
function inputOf(draft: Draft) {
  const period = draft.rule !== 'competition-days'
  return {
    rule: draft.rule,
    amount: numberOrNull(draft.amount) ?? Number.NaN,
    from: period ? draft.from || null : null,
    to: period ? draft.to || null : null,
    target: draft.rule === 'streak' ? numberOrNull(draft.target) : null,
    competitionId: draft.rule === 'competition-days' ? numberOrNull(draft.competitionId) : null,
    names: draft.names,
    icon: draft.icon,
    points: draft.points,
  }
}

/**
 * A new achievement of the admins' own, or an edit of one (`editing`): what earns it (a kind of
 * rule and its fields), its name in each language, an icon and its points, with a preview of the
 * badge as members will see it. The contract's schema checks what the server checks.
 */
export function CustomAchievementForm({
  competitions,
  editing,
  onDone,
}: {
  competitions: readonly CompetitionChoice[]
  editing?: CustomAchievement
  onDone?: () => void
}) {
  const { t, i18n } = useTranslation('achievements')
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft()))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useCreateCustomAchievement()
  const update = useUpdateCustomAchievement()
  const saving = editing ? update : create
  const summary = useRuleSummary()
  const toast = useToast()
  const ids = { rule: useId(), icon: useId(), competition: useId(), points: useId() }
  const reader: Language = isLanguage(i18n.language) ? i18n.language : 'en'

  const change = (next: Partial<Draft>) => {
    create.reset()
    update.reset()
    setDraft({ ...draft, ...next })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.reset()
    update.reset()
    const parsed = CustomAchievementInputSchema.safeParse(inputOf(draft))
    const found: Record<string, string> = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'names' ? `names.${String(issue.path[1] ?? 'en')}` : String(issue.path[0])
        found[field] ??= translateIssue(issue, t)
      }
    }
    setErrors(found)
    if (!parsed.success) return
    const options = {
      onSuccess: (saved: CustomAchievement) => {
        toast(t(editing ? 'admin.saved' : 'admin.created', { name: saved.names[reader] }))
        if (!editing) setDraft(emptyDraft())
        onDone?.()
      },
    }
    if (editing) update.mutate({ id: editing.id, patch: parsed.data }, options)
    else create.mutate(parsed.data, options)
  }

  const Icon = customAchievementIcons[draft.icon]
  const input = inputOf(draft)
  const competitionName = competitions.find((each) => String(each.id) === draft.competitionId)?.name ?? null

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('admin.rule')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CUSTOM_RULE_KINDS.map((rule) => (
            <label
              key={rule}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
                rule === draft.rule
                  ? 'border-brand-500 bg-brand-50/60 dark:border-brand-500 dark:bg-brand-950/40'
                  : 'border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800/60',
              )}
            >
              <input
                type="radio"
                name={ids.rule}
                value={rule}
                checked={rule === draft.rule}
                onChange={() => change({ rule })}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="block font-medium">{t(`admin.rules.${rule}`)}</span>
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">{t(`admin.ruleHints.${rule}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={draft.rule === 'steps-in-period' ? t('admin.steps') : t('admin.days')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.amount}
          onChange={(event) => change({ amount: event.target.value })}
          error={errors.amount}
        />
        {draft.rule !== 'competition-days' && (
          <>
            <TextField
              label={t('admin.from')}
              type="date"
              value={draft.from}
              onChange={(event) => change({ from: event.target.value })}
              error={errors.from}
              hint={draft.rule === 'streak' ? t('admin.windowHint') : undefined}
            />
            <TextField
              label={t('admin.to')}
              type="date"
              value={draft.to}
              onChange={(event) => change({ to: event.target.value })}
              error={errors.to}
            />
          </>
        )}
        {draft.rule === 'streak' && (
          <TextField
            label={t('admin.target')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100_000}
            step={1}
            value={draft.target}
            onChange={(event) => change({ target: event.target.value })}
            error={errors.target}
            hint={t('admin.targetHint')}
          />
        )}
        {draft.rule === 'competition-days' && (
          <div className="space-y-1.5 sm:col-span-2">
            <label htmlFor={ids.competition} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {t('admin.competition')}
            </label>
            {competitions.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('admin.noCompetitions')}</p>
            ) : (
              <select
                id={ids.competition}
                value={draft.competitionId}
                onChange={(event) => change({ competitionId: event.target.value })}
                aria-invalid={errors.competitionId ? true : undefined}
                aria-describedby={errors.competitionId ? `${ids.competition}-error` : undefined}
                className={clsx(
                  inputClasses,
                  errors.competitionId ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
                )}
              >
                <option value="">{t('admin.chooseCompetition')}</option>
                {competitions.map((competition) => (
                  <option key={competition.id} value={competition.id}>
                    {competition.name}
                  </option>
                ))}
              </select>
            )}
            {errors.competitionId && (
              <p id={`${ids.competition}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
                {errors.competitionId}
              </p>
            )}
          </div>
        )}
      </div>

      <fieldset className="space-y-3">
        <legend className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('admin.names')}</legend>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('admin.namesHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {LANGUAGES.map((language) => (
            <TextField
              key={language}
              label={<span lang={language}>{nameOf(language)}</span>}
              lang={language}
              dir={language === 'he' ? 'rtl' : 'ltr'}
              maxLength={CUSTOM_ACHIEVEMENT_NAME_MAX_LENGTH}
              value={draft.names[language]}
              onChange={(event) => change({ names: { ...draft.names, [language]: event.target.value } })}
              error={errors[`names.${language}`]}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('admin.icon')}</legend>
        <div className="flex flex-wrap gap-2">
          {CUSTOM_ACHIEVEMENT_ICONS.map((icon) => {
            const Choice = customAchievementIcons[icon]
            return (
              <label
                key={icon}
                title={t(`admin.icons.${icon}`)}
                className={clsx(
                  'flex size-11 cursor-pointer items-center justify-center rounded-full border transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
                  icon === draft.icon
                    ? 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-brand-950/60 dark:text-brand-300'
                    : 'border-zinc-300 text-zinc-600 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800/60',
                )}
              >
                <input
                  type="radio"
                  name={ids.icon}
                  value={icon}
                  checked={icon === draft.icon}
                  onChange={() => change({ icon })}
                  className="sr-only"
                />
                <Choice className="size-5" aria-hidden="true" />
                <span className="sr-only">{t(`admin.icons.${icon}`)}</span>
              </label>
            )
          })}
        </div>
      </fieldset>

      <div className="max-w-48 space-y-1.5">
        <label htmlFor={ids.points} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('admin.points')}
        </label>
        <select
          id={ids.points}
          value={draft.points}
          onChange={(event) => change({ points: Number(event.target.value) })}
          className={clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')}
        >
          {POINTS.map((points) => (
            <option key={points} value={points}>
              {points}
            </option>
          ))}
        </select>
      </div>

      <section aria-label={t('admin.preview')} className="space-y-1.5">
        <h3 className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('admin.preview')}</h3>
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-zinc-300 p-3 dark:border-zinc-700">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-300">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-words">
              {draft.names[reader].trim() || draft.names.en.trim() || t('admin.previewName')}
            </p>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {Number.isFinite(input.amount) && input.amount > 0
                ? summary({ ...input, competition: competitionName }) + ' · '
                : ''}
              {t('admin.pointsValue', { points: draft.points })}
            </p>
          </div>
        </div>
      </section>

      {saving.isError && (
        <Alert tone="error" title={t('admin.failed')}>
          {saving.error.message}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving.isPending}>
          {editing ? t('admin.save') : t('admin.create')}
        </Button>
        {editing && onDone && (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
