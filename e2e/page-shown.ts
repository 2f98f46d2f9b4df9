/**
 * What a failed journey's page showed, in one line for the test summary: the open dialogs (or,
 * when none is open, the alerts) of the page snapshot Playwright writes beside a failure
 * (`error-context.md`, an ARIA snapshot in YAML). A step that waited on something inside a
 * dialog then says what the dialog held instead: still loading, an error, another dialog.
 */
import { readFileSync } from 'node:fs'

const NODE = /^(\s*)- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?[^:]*(?::\s*(.*))?$/

/** The snapshot's named or texted nodes under each dialog (or alert), `dialog "X": a | b | c`. */
export function shownIn(snapshot: string, length = 400): string {
  const lines = snapshot.split('\n')
  const parse = (index: number) => NODE.exec(lines[index] ?? '')
  const pick = (roles: string[]) => {
    const parts: string[] = []
    for (let index = 0; index < lines.length; index++) {
      const head = parse(index)
      const [, indent = '', role = '', name] = head ?? []
      if (!head || !roles.includes(role)) continue
      const depth = indent.length
      const texts: string[] = []
      // What is hidden from assistive technology (a field's outline legend) is left out.
      let hiddenBelow = Infinity
      for (let next = index + 1; next < lines.length; next++) {
        const [matched, level = '', kind = '', label, value] = parse(next) ?? []
        if (!matched) continue
        if (level.length <= depth) break
        if (level.length <= hiddenBelow) hiddenBelow = Infinity
        if (hiddenBelow !== Infinity) continue
        if (matched.includes('[aria-hidden]')) {
          hiddenBelow = level.length
          continue
        }
        const text = label ?? (value && !value.startsWith('/') ? value.replace(/^"|"$/g, '') : '')
        const plain = kind === 'text' || kind === 'generic'
        const entry = plain ? text : `${kind} ${text}`
        if (text && !texts.some((seen) => seen === entry || seen.endsWith(` ${text}`) || seen === text))
          texts.push(entry)
      }
      parts.push(`${role}${name ? ` "${name}"` : ''}: ${texts.join(' | ')}`)
    }
    return parts
  }
  const shown = pick(['dialog', 'alertdialog'])
  const parts = shown.length > 0 ? shown : pick(['alert'])
  const line = parts.join('; ')
  return line.length > length ? `${line.slice(0, length - 1)}…` : line
}

/** The same, read from the `error-context` attachment's file; empty when there is none. */
export function pageShown(attachments: unknown[]): string {
  for (const attachment of attachments) {
    if (typeof attachment !== 'object' || attachment === null) continue
    const { name, path } = attachment as { name?: unknown; path?: unknown }
    if (name !== 'error-context' || typeof path !== 'string') continue
    try {
      return shownIn(readFileSync(path, 'utf8'))
    } catch {
      return ''
    }
  }
  return ''
}
