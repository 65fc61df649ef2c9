import { Link } from 'react-router'

export interface NextStep {
  to: string
  label: string
  /** Carried to the next form, such as the email just typed, so it need not be typed again. */
  state?: { email?: string }
}

/**
 * The ways forward after a refusal, as links in a row: "Log in · Reset password". They take the
 * alert's own colour, which is known to read well on it in both themes. A separator goes with the
 * link after it, so a narrow screen never leaves one dangling at the end of a line.
 */
export function NextSteps({ steps }: { steps: NextStep[] }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-1">
      {steps.map((step, index) => (
        <span key={step.to} className="inline-flex items-center gap-2">
          {index > 0 && <span aria-hidden="true">·</span>}
          <Link
            to={step.to}
            state={step.state}
            className="font-semibold underline underline-offset-2 hover:no-underline"
          >
            {step.label}
          </Link>
        </span>
      ))}
    </p>
  )
}
