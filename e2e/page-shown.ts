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
  const pick = (roles: string[]) => {
    const parts: string[] = []
    for (let index = 0; index < lines.length; index++) {
      const head = NODE.exec(lines[index])
      if (!head || !roles.includes(head[2])) continue
      const depth = head[1].length
      const texts: string[] = []
      // What is hidden from assistive technology (a field's outline legend) is left out.
      let hiddenBelow = Infinity
      for (let next = index + 1; next < lines.length; next++) {
        const node = NODE.exec(lines[next])
        if (!node) continue
        if (node[1].length <= depth) break
        if (node[1].length <= hiddenBelow) hiddenBelow = Infinity
        if (hiddenBelow !== Infinity) continue
        if (lines[next].includes('[aria-hidden]')) {
          hiddenBelow = node[1].length
          continue
        }
        const text = node[3] ?? (node[4] && !node[4].startsWith('/') ? node[4].replace(/^"|"$/g, '') : '')
        const plain = node[2] === 'text' || node[2] === 'generic'
        const entry = plain ? text : `${node[2]} ${text}`
        if (text && !texts.some((seen) => seen === entry || seen.endsWith(` ${text}`) || seen === text))
          texts.push(entry)
      }
      parts.push(`${head[2]}${head[3] ? ` "${head[3]}"` : ''}: ${texts.join(' | ')}`)
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
