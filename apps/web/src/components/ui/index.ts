/**
 * Shared UI pieces. Import from here: `import { Button, Card, Table } from '../../../components/ui'`.
 *
 * - Button (variant primary | secondary | danger | ghost, size sm | md | lg, loading, icon),
 *   ButtonLink (a router Link that looks like a Button), buttonClasses() for anything else.
 * - TextField (label, error, hint, trailing); PasswordField (with show/hide); inputClasses for selects.
 * - Card (a rounded panel), Section (card with a title row, description and actions), CentredCard
 *   (a screen of one centred card: icon, title, what follows).
 * - Page (page width and padding; `narrow` for forms), PageHeader (the h1, description, actions).
 * - Table (columns of { key, header, cell, align }; becomes stacked cards under 640 px, or with
 *   `compact` stays one line per row, columns marked `phone: 'hide' | 'fill'`).
 * - ScrollArea (a block that scrolls sideways, with a shadow and a line saying so when it does).
 * - UserText (what a member or an admin wrote, in its own direction: dir="auto", cut at its own end).
 * - Alert (tone info | success | warning | error), ErrorMessage (an error alert with a message).
 * - Spinner, LoadingBlock (centred spinner), Skeleton (grey placeholder block).
 * - EmptyState (icon, title, description, action); AdminsOnly (an admin's page, or what others see instead).
 * - Avatar (image or initials; size xs..xl; `decorative` where the name is written beside it),
 *   Badge (tone neutral | brand | success | warning | danger | info), SourceBadge (where a day's
 *   steps came from: icon and label), DaySourceCell (that badge and the day's other sources);
 *   PhoneDaySource and PhoneDaySteps (the same, for a compact table's one-line row on phones).
 * - Modal (native dialog; open, onClose, title, footer), ConfirmDialog (onConfirm, onCancel, loading,
 *   error: why it did not happen, said in the dialog).
 * - ShowAllToggle (the button under a list cut to its recent rows).
 * - Toast (a confirmation at the bottom of the screen that goes away by itself); useToast() shows
 *   one from anywhere under ToastProvider, which the app puts above the router.
 * - Page shells: BackLink (the way back, above a page) and BackButton (among the header's actions);
 *   Loaded (a part that loads: spinner or skeleton, error sentence, empty state, content);
 *   DetailPage (a page about one thing: the way back, then the thing, or why it cannot be shown).
 * - DailyBarChart (days as stacked bars): its plot, and recharts with it, loads apart, once a
 *   page draws a chart.
 */
export { Alert, ErrorMessage, type AlertTone } from './alert.tsx'
export { Avatar, initialsOf } from './avatar.tsx'
export { Badge, type BadgeTone } from './badge.tsx'
export { Button, ButtonLink, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx'
export { Card, CentredCard, Section } from './card.tsx'
export { DailyBarChart, type ChartReference, type DailySeries } from './daily-bar-chart.tsx'
export { EmptyState } from './empty-state.tsx'
export { AdminsOnly } from './admins-only.tsx'
export { ConfirmDialog, Modal } from './modal.tsx'
export { Page, PageHeader } from './page-header.tsx'
export { LoadingBlock, Skeleton, Spinner } from './spinner.tsx'
export { Table, type Column } from './table.tsx'
export { PasswordField } from './password-field.tsx'
export { TextField, inputClasses, type TextFieldProps } from './text-field.tsx'
export { DaySourceCell, PhoneDaySource, PhoneDaySteps, SourceBadge } from './source-badge.tsx'
export { ShowAllToggle } from './show-all-toggle.tsx'
export { Toast, ToastProvider, useToast } from './toast.tsx'
export { BackButton, BackLink, DetailPage, Loaded } from './page-shell.tsx'
export { ScrollArea } from './scroll-area.tsx'
export { UserText } from './user-text.tsx'
