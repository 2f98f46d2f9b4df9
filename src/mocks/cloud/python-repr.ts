// Python's repr and pprint of a JSON value, as jsonschema prints the instance it refused in
// Keystone's 400 messages ("On instance:", keystone/common/validation/validators.py passes
// str(ValidationError) on). Strings, numbers, booleans, null, lists and dicts; pprint's width
// of 80 less jsonschema's 4-space indent.

function reprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'"
  let out = ''
  for (const char of text) {
    if (char === '\\') out += '\\\\'
    else if (char === quote) out += `\\${quote}`
    else if (char === '\n') out += '\\n'
    else if (char === '\r') out += '\\r'
    else if (char === '\t') out += '\\t'
    else out += char
  }
  return `${quote}${out}${quote}`
}

export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (typeof value === 'string') return reprString(value)
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`
  const entries = Object.entries(value as Record<string, unknown>)
  return `{${entries.map(([key, item]) => `${reprString(key)}: ${pythonRepr(item)}`).join(', ')}}`
}

/**
 * pprint.pformat(value, width=72) for a flat dict: its keys sorted (pprint's sort_dicts), on one
 * line when it fits, else one entry a line.
 */
export function pythonPformat(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return pythonRepr(value)
  const entries = Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, item]) => `${reprString(key)}: ${pythonRepr(item)}`)
  const flat = `{${entries.join(', ')}}`
  return flat.length <= 72 ? flat : `{${entries.join(',\n ')}}`
}
