import type { CardTexts } from './en.ts'

/** The words of the achievement share card, in Spanish (the names as the web app has them). */
export const es: CardTexts = {
  names: {
    'first-steps': 'Primeros pasos',
    lifetime: '{{amount}} pasos en total',
    'best-day': '{{amount}} pasos en un día',
    'best-week': '{{amount}} pasos en una semana',
    streak_one: '{{amount}} día seguido en la meta',
    streak_many: '{{amount}} días seguidos en la meta',
    streak_other: '{{amount}} días seguidos en la meta',
    'goal-days_one': '{{amount}} día en la meta',
    'goal-days_many': '{{amount}} días en la meta',
    'goal-days_other': '{{amount}} días en la meta',
    'active-days_one': '{{amount}} día caminado',
    'active-days_many': '{{amount}} días caminados',
    'active-days_other': '{{amount}} días caminados',
    'perfect-month': 'Un mes entero en la meta',
    'record-beaten': 'Récord personal superado',
    'first-import': 'Primera exportación de salud importada',
    'first-connection': 'Primeros pasos desde un teléfono o reloj',
    'improved-month': 'Un mes un {{amount}} % por encima del anterior',
    'team-steps': '{{amount}} pasos con tu equipo',
    podium_one: 'Un podio',
    podium_many: '{{amount}} podios',
    podium_other: '{{amount}} podios',
    'competition-win_one': 'Una competición ganada',
    'competition-win_many': '{{amount}} competiciones ganadas',
    'competition-win_other': '{{amount}} competiciones ganadas',
  },
  card: {
    earned: 'Logro conseguido',
    earnedOn: 'Conseguido el {{date}}',
    level: 'Nivel {{level}}',
  },
}
