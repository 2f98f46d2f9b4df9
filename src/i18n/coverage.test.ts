// Every key the app translates has a Simplified Chinese entry, with the same placeholders, and
// every entry is still used. Keys are found as the literal first argument of t(), tr() and N_()
// in the app's source (tests, the demo cloud and the contract suite are not the app).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..')
const I18N = import.meta.dirname
const SKIP = /(\.test\.tsx?$|^mocks\/|^contract\/|^test\/)/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !SKIP.test(relative(SRC, path)) ? [path] : []
  })
}

/** A JS string literal's value (single, double or backtick quotes without ${}). */
function unquote(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\(['"`\\])/g, '$1')
    .replace(/\\n/g, '\n')
}

const CALL = /(?<![\w.])(?:t|tr|N_)\(\s*('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`)/g

function keysInSource(): Map<string, string> {
  const keys = new Map<string, string>()
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(CALL)) {
      const literal = match[1] ?? ''
      const where = `${relative(SRC, file)}`
      if (literal.startsWith('`') && literal.includes('${')) {
        keys.set(`<template literal in ${where}: ${literal}>`, where)
        continue
      }
      keys.set(unquote(literal), where)
    }
  }
  return keys
}

function bundle(language: string, skip: (name: string) => boolean = () => false) {
  const merged = new Map<string, { value: string; file: string }>()
  const conflicts: string[] = []
  const dir = join(I18N, language)
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json') && !skip(file))) {
    const strings = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>
    for (const [key, value] of Object.entries(strings)) {
      const before = merged.get(key)
      if (before && before.value !== value)
        conflicts.push(`${key}: ${before.file} "${before.value}" ≠ ${name} "${value}"`)
      merged.set(key, { value, file: name })
    }
  }
  return { merged, conflicts }
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const PLURAL = /_(zero|one|two|few|many|other)$/

describe('translations', () => {
  const used = keysInSource()
  const zh = bundle('zh-CN', (name) => name === 'status.json')
  const en = bundle('en')

  it('finds the app’s keys', () => {
    expect(used.size).toBeGreaterThan(300)
    expect(used.has('Sign In')).toBe(true)
  })

  it('uses literal keys only (no template literal with ${} in t(), tr() or N_())', () => {
    expect([...used.keys()].filter((key) => key.startsWith('<template literal'))).toEqual([])
  })

  it('has a Simplified Chinese entry for every key', () => {
    const missing = [...used].filter(([key]) => !zh.merged.has(key)).map(([key, file]) => `${file}: ${key}`)
    expect(missing).toEqual([])
  })

  it('gives one key one translation across the bundle files', () => {
    expect(zh.conflicts).toEqual([])
    expect(en.conflicts).toEqual([])
  })

  it('keeps every placeholder in the translation', () => {
    const broken = [...zh.merged]
      .filter(([key, { value }]) => placeholders(key.replace(PLURAL, '')).join() !== placeholders(value).join())
      .map(([key, { value }]) => `${key} → ${value}`)
    expect(broken).toEqual([])
  })

  it('has no entry that the app no longer uses', () => {
    const stale = [...zh.merged.keys(), ...en.merged.keys()]
      .map((key) => key.replace(PLURAL, ''))
      .filter((key) => !used.has(key))
    expect(stale).toEqual([])
  })

  it('translates into Chinese, not back into English', () => {
    // Placeholders, units and names (GiB, API, Nova…) may stay as they are; English words may not.
    const words = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, ' ').replace(/\S*[A-Z]\S*/g, ' ')
    const untranslated = [...zh.merged]
      .filter(([, { value }]) => !/[\u4e00-\u9fff]/.test(value) && /[a-z]{3}/.test(words(value)))
      .map(([key, { value }]) => `${key} → ${value}`)
    expect(untranslated).toEqual([])
  })
})
