import { DaysReportQuerySchema } from '@stepup/contract'
import { Download } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses, TextField } from '../../../components/ui/index.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { localToday, shiftDay } from '../../../lib/format.ts'
import { isLanguage } from '../../../lib/i18n.ts'
import { reportHrefs } from '../api/reports.ts'

/**
 * The organisers' spreadsheets: every member, every team, and the members' days between two dates.
 * Each is a plain link the browser downloads with the admin's session; the server streams it.
 */
export function ReportsCard() {
  const { t, i18n } = useTranslation('admin')
  // The spreadsheets' header line in the language the admin reads this page in.
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const today = localToday()
  const [from, setFrom] = useState(shiftDay(today, -29))
  const [to, setTo] = useState(today)
  const [errors, setErrors] = useState<Record<string, string>>({})

  function downloadDays(event: FormEvent) {
    event.preventDefault()
    const parsed = DaysReportQuerySchema.safeParse({ from, to, lang })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t))
      return
    }
    setErrors({})
    window.location.assign(reportHrefs.days(parsed.data))
  }

  const link = buttonClasses({ variant: 'secondary' })
  return (
    <div className="space-y-5" data-testid="reports-card">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('reports.description')}</p>
      <div className="flex flex-wrap gap-3">
        <a href={reportHrefs.members(lang)} download className={link}>
          <Download className="size-4" aria-hidden="true" />
          {t('reports.members')}
        </a>
        <a href={reportHrefs.teams(lang)} download className={link}>
          <Download className="size-4" aria-hidden="true" />
          {t('reports.teams')}
        </a>
      </div>
      <form onSubmit={downloadDays} noValidate className="space-y-3">
        <h3 className="text-sm font-semibold">{t('reports.days')}</h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('reports.daysHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('reports.from')}
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
            error={errors.from}
            required
          />
          <TextField
            label={t('reports.to')}
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
            error={errors.to}
            required
          />
        </div>
        <Button type="submit" icon={<Download className="size-4" aria-hidden="true" />}>
          {t('reports.downloadDays')}
        </Button>
      </form>
    </div>
  )
}
