import type { MailTexts } from './en.ts'

export const he: MailTexts = {
  emailConfirmation: {
    subject: 'אישור כתובת הדוא״ל שלך ב-StepUp',
    greeting: 'שלום {{name}},',
    intro: 'כדי לאשר שזו כתובת הדוא״ל שלך, יש לפתוח את הקישור הזה:',
    button: 'אישור כתובת הדוא״ל',
    expiry: 'הקישור פועל במשך {{hours}} שעות.',
    ignore: 'אם לא נרשמת ל-StepUp, אפשר להתעלם מהמייל הזה: החשבון יישאר לא מאושר.',
  },
  invitation: {
    subject: 'הוזמנת להצטרף ל-StepUp',
    greeting: 'שלום,',
    intro: '{{name}} מזמין אותך להצטרף לאתגר הצעדים ב-StepUp. כדי ליצור חשבון, יש לפתוח את הקישור הזה:',
    button: 'הצטרפות ל-StepUp',
    expiry: 'ההזמנה פועלת במשך {{days}} ימים, לכתובת הדוא״ל הזו.',
    ignore: 'אם אינך רוצה להצטרף, אפשר להתעלם מהמייל הזה.',
  },
  passwordReset: {
    subject: 'איפוס הסיסמה שלך ב-StepUp',
    greeting: 'שלום {{name}},',
    intro: 'מישהו ביקש לאפס את הסיסמה של החשבון שלך ב-StepUp. כדי לבחור סיסמה חדשה, יש לפתוח את הקישור הזה:',
    button: 'בחירת סיסמה חדשה',
    expiry: 'הקישור פועל פעם אחת, במשך {{minutes}} דקות.',
    ignore: 'אם לא ביקשת זאת, אפשר להתעלם מהמייל הזה: הסיסמה שלך נשארת כפי שהיא.',
  },
}
