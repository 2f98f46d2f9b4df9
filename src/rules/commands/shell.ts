// A command line for a POSIX shell: each word as it is when it needs no quoting, else in single
// quotes (inside which nothing is special; a quote itself is closed, escaped and reopened: '\'').
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/

export function shellQuote(word: string): string {
  if (PLAIN.test(word)) return word
  return `'${word.replaceAll("'", `'\\''`)}'`
}

/** The words as one command line. */
export function commandLine(words: readonly string[]): string {
  return words.map(shellQuote).join(' ')
}

/** A flag and its value, or nothing when there is no value. */
export function option(flag: string, value: string | null | undefined): string[] {
  return value === undefined || value === null || value === '' ? [] : [flag, value]
}
