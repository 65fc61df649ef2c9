import type { CardTexts } from './en.ts'

/** The words of the achievement share card, in Hebrew (the names as the web app has them). */
export const he: CardTexts = {
  names: {
    'first-steps': 'צעדים ראשונים',
    lifetime: '{{amount}} צעדים בסך הכול',
    'best-day': '{{amount}} צעדים ביום',
    'best-week': '{{amount}} צעדים בשבוע',
    streak_one: 'יום {{amount}} ברצף ביעד',
    streak_two: '{{amount}} ימים ברצף ביעד',
    streak_other: '{{amount}} ימים ברצף ביעד',
    'goal-days_one': 'יום {{amount}} ביעד',
    'goal-days_two': '{{amount}} ימים ביעד',
    'goal-days_other': '{{amount}} ימים ביעד',
    'active-days_one': 'יום הליכה {{amount}}',
    'active-days_two': '{{amount}} ימי הליכה',
    'active-days_other': '{{amount}} ימי הליכה',
    'perfect-month': 'חודש שלם ביעד',
    'record-beaten': 'שיא אישי נשבר',
    'first-import': 'ייבוא ראשון מאפליקציית בריאות',
    'first-connection': 'צעדים ראשונים מטלפון או שעון',
    'improved-month': 'חודש {{amount}}% מעל הקודם',
    'team-steps': '{{amount}} צעדים עם הקבוצה',
    podium_one: 'עלייה לפודיום',
    podium_two: '{{amount}} עליות לפודיום',
    podium_other: '{{amount}} עליות לפודיום',
    'competition-win_one': 'ניצחון בתחרות',
    'competition-win_two': '{{amount}} ניצחונות בתחרויות',
    'competition-win_other': '{{amount}} ניצחונות בתחרויות',
  },
  card: {
    earned: 'הישג חדש',
    earnedOn: 'הושג ב־{{date}}',
    level: 'רמה {{level}}',
  },
}
