// Python's str() and repr() of JSON values, for the messages jsonschema and OpenStack build.

export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value)
  if (typeof value === 'string') {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'"
    const escaped = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t')
    return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote
  }
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    return `{${entries.map(([key, inner]) => `${pyRepr(key)}: ${pyRepr(inner)}`).join(', ')}}`
  }
  return String(value)
}

/** str(): strings bare, everything else as repr. */
export function pyStr(value: unknown): string {
  return typeof value === 'string' ? value : pyRepr(value)
}
