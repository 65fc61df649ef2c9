import type { MailTexts } from './en.ts'

export const he: MailTexts = {
  passwordReset: {
    subject: 'איפוס הסיסמה שלך ב-StepUp',
    greeting: 'שלום {{name}},',
    intro: 'מישהו ביקש לאפס את הסיסמה של החשבון שלך ב-StepUp. כדי לבחור סיסמה חדשה, יש לפתוח את הקישור הזה:',
    button: 'בחירת סיסמה חדשה',
    expiry: 'הקישור פועל פעם אחת, במשך {{minutes}} דקות.',
    ignore: 'אם לא ביקשת זאת, אפשר להתעלם מהמייל הזה: הסיסמה שלך נשארת כפי שהיא.',
  },
}
