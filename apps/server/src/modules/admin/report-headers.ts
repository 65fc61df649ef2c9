import type { Language } from '@stepup/contract'

/**
 * The reports' column headers in the languages an admin reads the app in. English keeps the
 * column ids themselves (`member_id`, `steps_all_time`): scripts and saved spreadsheets read the
 * reports by them, so they never change; a Spanish or Hebrew admin gets headers in words.
 */
const HEADERS: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  es: {
    member_id: 'ID de miembro',
    name: 'Nombre',
    email: 'Correo electrónico',
    team: 'Equipo',
    role: 'Rol',
    team_leader: 'Líder del equipo',
    status: 'Estado',
    joined: 'Alta',
    steps_all_time: 'Pasos en total',
    steps_this_week: 'Pasos esta semana',
    steps_this_month: 'Pasos este mes',
    bonus_points: 'Puntos extra',
    challenges_approved: 'Retos aprobados',
    connected_apps: 'Apps conectadas',
    last_data_at: 'Últimos datos',
    date: 'Fecha',
    counted_steps: 'Pasos contados',
    wearable_steps: 'Pasos: sincronización del reloj',
    push_steps: 'Pasos: envío del teléfono',
    import_steps: 'Pasos: importación de archivo',
    admin_steps: 'Pasos: importación del administrador',
    manual_steps: 'Pasos: registrados por el miembro',
    earlier_steps: 'Pasos: antes de guardar las fuentes',
    activity_steps: 'Pasos: conversor de actividad',
    correction_steps: 'Pasos: corrección del administrador',
    flags: 'Marcas',
    review: 'Revisión',
    team_id: 'ID de equipo',
    leader: 'Líder',
    active_members: 'Miembros activos',
    average_steps_per_member: 'Media de pasos por miembro',
  },
  he: {
    member_id: 'מזהה חבר',
    name: 'שם',
    email: 'אימייל',
    team: 'קבוצה',
    role: 'תפקיד',
    team_leader: 'מוביל/ת קבוצה',
    status: 'סטטוס',
    joined: 'הצטרפות',
    steps_all_time: 'צעדים בסך הכול',
    steps_this_week: 'צעדים השבוע',
    steps_this_month: 'צעדים החודש',
    bonus_points: 'נקודות בונוס',
    challenges_approved: 'אתגרים שאושרו',
    connected_apps: 'אפליקציות מחוברות',
    last_data_at: 'נתונים אחרונים',
    date: 'תאריך',
    counted_steps: 'צעדים שנספרו',
    wearable_steps: 'צעדים: סנכרון שעון',
    push_steps: 'צעדים: שליחה מהטלפון',
    import_steps: 'צעדים: ייבוא קובץ',
    admin_steps: 'צעדים: ייבוא של מנהל',
    manual_steps: 'צעדים: הוזנו על ידי החבר',
    earlier_steps: 'צעדים: לפני ששמרנו מקורות',
    activity_steps: 'צעדים: ממיר פעילות',
    correction_steps: 'צעדים: תיקון מנהל',
    flags: 'סימונים',
    review: 'בדיקה',
    team_id: 'מזהה קבוצה',
    leader: 'מוביל/ת',
    active_members: 'חברים פעילים',
    average_steps_per_member: 'ממוצע צעדים לחבר',
  },
}

/** The header line of a report's `columns` in `language` (the column ids when none or English). */
export function headersIn(columns: readonly string[], language: Language | undefined): string[] {
  const words = language && language !== 'en' ? HEADERS[language] : undefined
  return columns.map((column) => words?.[column] ?? column)
}
