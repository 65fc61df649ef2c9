const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export const formatCount = (value: number) => whole.format(value)
