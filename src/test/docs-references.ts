// What a document names in the repository, as docs-paths.test.ts checks it: files by path,
// symbols as "`name()` in src/…" or "`name` (`src/…`", tests as "src/….test.ts — "title"; "title"".

const PATH = String.raw`(?:src|e2e|server|bench|docs)/[\w./-]+\.(?:tsx?|md|sh|json)`
const CODE_PATH = String.raw`(?:src|e2e|server|bench)/[\w./-]+\.tsx?`
const SYMBOL = String.raw`[A-Za-z_$][\w$]*`

export interface NamedSymbol {
  symbol: string
  path: string
}

export interface NamedTest {
  title: string
  path: string
}

/** Every path a document names, once each, in order. */
export function namedPaths(text: string): string[] {
  return [
    ...new Set([...text.matchAll(new RegExp(String.raw`(?<![\w./-])(${PATH})\b`, 'g'))].map((match) => match[1] ?? '')),
  ]
}

/**
 * Symbols a document places in a file: the backticked names of a clause before " in <path>"
 * ("`a()`, `b()` and `c` in src/x.ts"), and "`name` (`<path>`". A clause ends at a semicolon, a
 * full stop or a line's end; what follows " in <path>" in the same clause is not placed there.
 */
export function namedSymbols(text: string): NamedSymbol[] {
  const found: NamedSymbol[] = []
  const seen = new Set<string>()
  const add = (symbol: string, path: string) => {
    const key = `${symbol} ${path}`
    if (seen.has(key)) return
    seen.add(key)
    found.push({ symbol, path })
  }
  const located = new RegExp(String.raw` in \`?(${CODE_PATH})\`?`, 'g')
  const backticked = new RegExp(String.raw`\`(${SYMBOL})(?:\(\))?\``, 'g')
  for (const clause of text.split(/;|\n|\.\s/)) {
    let from = 0
    for (const match of clause.matchAll(located)) {
      let before = clause.slice(from, match.index)
      // "(features `a` and `b` in src/x.ts)": only what the parenthesis holds is placed there.
      const open = before.lastIndexOf('(')
      if (open > before.lastIndexOf(')')) before = before.slice(open)
      for (const symbol of before.matchAll(backticked)) add(symbol[1] ?? '', match[1] ?? '')
      from = match.index + match[0].length
    }
  }
  const parenthesised = new RegExp(String.raw`\`(${SYMBOL})(?:\(\))?\` \(\`(${CODE_PATH})\``, 'g')
  for (const match of text.matchAll(parenthesised)) add(match[1] ?? '', match[2] ?? '')
  return found
}

/** Tests a document names by title: a test file's path, a dash, then the quoted titles. */
export function namedTests(text: string): NamedTest[] {
  // A title may hold a double quote, written \" in the document.
  const quoted = String.raw`"(?:[^"\\\n]|\\.)+"`
  const listed = new RegExp(String.raw`(${CODE_PATH}) — ((?:${quoted}(?:; |, | and )?)+)`, 'g')
  return [...text.matchAll(listed)].flatMap((match) =>
    [...(match[2] ?? '').matchAll(new RegExp(quoted, 'g'))].map((title) => ({
      title: title[0].slice(1, -1).replace(/\\(.)/g, '$1'),
      path: match[1] ?? '',
    })),
  )
}
