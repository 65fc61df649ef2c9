import { AnnouncementInputSchema, LANGUAGES, type AnnouncementAudience, type AnnouncementInput } from '@stepup/contract'
import clsx from 'clsx'
import { Check, Send } from 'lucide-react'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, inputClasses, TextField } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { isLanguage, languages } from '../../../lib/i18n.ts'
import { useCreateAnnouncement } from '../api/create-announcement.ts'

type Language = (typeof LANGUAGES)[number]
type AudienceType = AnnouncementAudience['type']

/** What the audience choice may pick from: the competitions and teams, each with its name. */
export interface AudienceOptions {
  competitions: { id: number; name: string }[]
  teams: { id: number; name: string }[]
}

interface Texts {
  title: string
  body: string
}

const emptyTexts = (): Record<Language, Texts> => ({
  en: { title: '', body: '' },
  es: { title: '', body: '' },
  he: { title: '', body: '' },
})

const TITLE_MAX = 120
const BODY_MAX = 2000
const DEFAULT_SHOW_DAYS = '7'

const nameOf = (language: Language) => languages.find((known) => known.code === language)!.name
const directionOf = (language: Language) => (language === 'he' ? 'rtl' : 'ltr')
const tabId = (language: Language) => `announcement-tab-${language}`
const panelId = (language: Language) => `announcement-panel-${language}`

/** The words an announcement has been given: languages with a title or a text, and those missing half of it. */
export function writtenTexts(texts: Record<Language, Texts>) {
  const title: AnnouncementInput['title'] = {}
  const body: AnnouncementInput['body'] = {}
  const halfWritten: Language[] = []
  for (const language of LANGUAGES) {
    const written = { title: texts[language].title.trim(), body: texts[language].body.trim() }
    if (!written.title && !written.body) continue
    if (!written.title || !written.body) halfWritten.push(language)
    else {
      title[language] = written.title
      body[language] = written.body
    }
  }
  return { title, body, halfWritten }
}

/**
 * A new announcement: a title and a text in each language the admin writes (tabs, at least one),
 * who gets it (everyone, a competition's members, a team's) and how many days it stays on their
 * home page. The contract's schema checks what the server checks.
 */
export function AnnouncementForm({ options }: { options: AudienceOptions }) {
  const { t, i18n } = useTranslation('notifications')
  const [texts, setTexts] = useState(emptyTexts)
  const [language, setLanguage] = useState<Language>(() => (isLanguage(i18n.language) ? i18n.language : 'en'))
  const [audience, setAudience] = useState<AudienceType>('everyone')
  const [competitionId, setCompetitionId] = useState('')
  const [teamId, setTeamId] = useState('')
  const [showDays, setShowDays] = useState(DEFAULT_SHOW_DAYS)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useCreateAnnouncement()
  const ids = { body: useId(), audience: useId(), target: useId() }

  const edit = (field: keyof Texts, value: string) => {
    create.reset()
    setTexts({ ...texts, [language]: { ...texts[language], [field]: value } })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.reset()
    const found: Record<string, string> = {}
    const { title, body, halfWritten } = writtenTexts(texts)
    for (const half of halfWritten) found[half] = t('admin.announce.pairMissing', { language: nameOf(half) })
    const target = audience === 'competition' ? competitionId : audience === 'team' ? teamId : 'none'
    if (!target) found.audience = t('admin.announce.audienceMissing')
    const parsed = AnnouncementInputSchema.safeParse({
      title,
      body,
      audience:
        audience === 'competition'
          ? { type: 'competition', competitionId: Number(competitionId) }
          : audience === 'team'
            ? { type: 'team', teamId: Number(teamId) }
            : { type: 'everyone' },
      showDays: showDays.trim() === '' ? undefined : Number(showDays),
    })
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0])
        if (field === 'title' || field === 'body') found.texts ??= translateIssue(issue, t)
        else if (field === 'showDays') found.showDays = t('admin.announce.showDaysError')
        else found.audience ??= t('admin.announce.audienceMissing')
      }
    // With half of a language written, the other languages may be empty: that half is the fault.
    if (halfWritten.length > 0) delete found.texts
    setErrors(found)
    const firstHalf = LANGUAGES.find((each) => found[each])
    if (firstHalf) setLanguage(firstHalf)
    if (!parsed.success || Object.keys(found).length > 0) return
    create.mutate(parsed.data, {
      onSuccess: () => {
        setTexts(emptyTexts())
        setShowDays(DEFAULT_SHOW_DAYS)
      },
    })
  }

  const onTabKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 }
    const rtl = i18n.dir() === 'rtl'
    let next: Language | undefined
    if (event.key === 'Home') next = LANGUAGES[0]
    else if (event.key === 'End') next = LANGUAGES.at(-1)
    else if (moves[event.key]) {
      const step = moves[event.key]! * (rtl ? -1 : 1)
      next = LANGUAGES[(LANGUAGES.indexOf(language) + step + LANGUAGES.length) % LANGUAGES.length]
    }
    if (!next) return
    event.preventDefault()
    setLanguage(next)
    document.getElementById(tabId(next))?.focus()
  }

  const current = texts[language]
  const audienceChoices: { value: AudienceType; hint: string }[] = [
    { value: 'everyone', hint: t('admin.announce.everyoneHint') },
    { value: 'competition', hint: t('admin.announce.competitionHint') },
    { value: 'team', hint: t('admin.announce.teamHint') },
  ]
  const targets = audience === 'competition' ? options.competitions : options.teams

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('admin.announce.languageHint')}</p>
        <div
          role="tablist"
          aria-label={t('admin.announce.languages')}
          className="inline-flex max-w-full flex-wrap rounded-xl border border-zinc-200 bg-white p-1 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
        >
          {LANGUAGES.map((each) => {
            const written = Boolean(texts[each].title.trim() || texts[each].body.trim())
            return (
              <button
                key={each}
                id={tabId(each)}
                type="button"
                role="tab"
                aria-selected={language === each}
                aria-controls={panelId(each)}
                tabIndex={language === each ? 0 : -1}
                onClick={() => setLanguage(each)}
                onKeyDown={onTabKey}
                className={clsx(
                  'inline-flex items-center gap-1.5 rounded-lg px-4 py-1.5 text-sm font-medium transition-colors',
                  language === each
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
                  errors[each] && language !== each && 'text-red-700 dark:text-red-400',
                )}
              >
                <span lang={each}>{nameOf(each)}</span>
                {written && (
                  <>
                    <Check className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">{t('admin.announce.written')}</span>
                  </>
                )}
              </button>
            )
          })}
        </div>
        <div
          role="tabpanel"
          id={panelId(language)}
          aria-labelledby={tabId(language)}
          className="space-y-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
        >
          <TextField
            key={`title-${language}`}
            label={t('admin.announce.titleLabel')}
            lang={language}
            dir={directionOf(language)}
            maxLength={TITLE_MAX}
            value={current.title}
            onChange={(event) => edit('title', event.target.value)}
            aria-invalid={errors[language] || errors.texts ? true : undefined}
          />
          <div className="space-y-1.5">
            <label htmlFor={ids.body} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {t('admin.announce.body')}
            </label>
            <textarea
              id={ids.body}
              key={`body-${language}`}
              lang={language}
              dir={directionOf(language)}
              rows={5}
              maxLength={BODY_MAX}
              value={current.body}
              onChange={(event) => edit('body', event.target.value)}
              aria-invalid={errors[language] || errors.texts ? true : undefined}
              aria-describedby={`${ids.body}-hint`}
              className={clsx(
                inputClasses,
                errors[language] || errors.texts
                  ? 'border-red-500 dark:border-red-500'
                  : 'border-zinc-300 dark:border-zinc-700',
              )}
            />
            <p id={`${ids.body}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
              {t('admin.announce.bodyHint')}
            </p>
          </div>
          {(errors[language] ?? errors.texts) && (
            <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
              {errors[language] ?? errors.texts}
            </p>
          )}
        </div>
      </div>

      <fieldset className="space-y-2" aria-describedby={errors.audience ? `${ids.audience}-error` : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('admin.announce.audience')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {audienceChoices.map((choice) => (
            <label
              key={choice.value}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
                choice.value === audience
                  ? 'border-brand-500 bg-brand-50/60 dark:border-brand-500 dark:bg-brand-950/40'
                  : 'border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800/60',
              )}
            >
              <input
                type="radio"
                name="audience"
                value={choice.value}
                checked={choice.value === audience}
                onChange={() => {
                  create.reset()
                  setAudience(choice.value)
                }}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="block font-medium">{t(`admin.announce.${choice.value}`)}</span>
                <span className="block text-xs text-zinc-500 dark:text-zinc-400">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {audience !== 'everyone' && (
          <div className="space-y-1.5 pt-2">
            <label htmlFor={ids.target} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {audience === 'competition' ? t('admin.announce.chooseCompetition') : t('admin.announce.chooseTeam')}
            </label>
            {targets.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {audience === 'competition' ? t('admin.announce.noCompetitions') : t('admin.announce.noTeams')}
              </p>
            ) : (
              <select
                id={ids.target}
                value={audience === 'competition' ? competitionId : teamId}
                onChange={(event) =>
                  audience === 'competition' ? setCompetitionId(event.target.value) : setTeamId(event.target.value)
                }
                aria-invalid={errors.audience ? true : undefined}
                className={clsx(
                  inputClasses,
                  errors.audience ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
                )}
              >
                <option value="">{t('admin.announce.choose')}</option>
                {targets.map((target) => (
                  <option key={target.id} value={target.id}>
                    {target.name}
                  </option>
                ))}
              </select>
            )}
          </div>
        )}
        {errors.audience && (
          <p id={`${ids.audience}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.audience}
          </p>
        )}
      </fieldset>

      <TextField
        label={t('admin.announce.showDays')}
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        step={1}
        className="max-w-48"
        value={showDays}
        onChange={(event) => setShowDays(event.target.value)}
        error={errors.showDays}
        hint={t('admin.announce.showDaysHint')}
      />

      {create.isError && (
        <Alert tone="error" title={t('admin.announce.failed')}>
          {create.error.message}
        </Alert>
      )}
      {create.isSuccess && (
        <Alert tone="success" role="alert">
          {t('admin.announce.sent', { count: create.data.recipients })}
        </Alert>
      )}
      <Button
        type="submit"
        loading={create.isPending}
        icon={<Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
      >
        {t('admin.announce.submit')}
      </Button>
    </form>
  )
}
