import { useTranslation } from 'react-i18next'
import { Card, Page, PageHeader } from '../../../components/ui/index.ts'
import { ReportsCard } from '../components/reports-card.tsx'

/** /admin/reports: the organisers' spreadsheets. */
export function ReportsPage() {
  const { t } = useTranslation('admin')
  return (
    <Page>
      <PageHeader title={t('reports.title')} />
      <Card className="p-5">
        <ReportsCard />
      </Card>
    </Page>
  )
}
