// Every error toast goes through useNotify().error, so every one shows the OpenStack message,
// the request id and its Copy button (ErrorDetail): no other enqueueSnackbar, and every
// notify.error is handed the error itself.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'mocks' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))

describe('error notifications', () => {
  it('are queued in one place only, notify.tsx', () => {
    const queuing = files.filter((file) => /\benqueueSnackbar\s*\(/.test(file.text)).map((file) => file.path)
    expect(queuing).toEqual(['components/notify.tsx'])
  })

  it('are always handed the error, for its message and request id', () => {
    const calls = files.flatMap((file) => [
      ...[...file.text.matchAll(/notify\.error\(([\s\S]*?)\)\s*$/gm)].map((match) => ({
        path: file.path,
        args: match[1],
      })),
      // The notices of a write of several steps, { title, error }, which useApiMutation shows
      // with notify.error(title, error) (src/queries/use-api-mutation.ts).
      ...[...file.text.matchAll(/\{\s*title\b[^{}]*?,\s*error: ([^\n]+)/g)].map((match) => ({
        path: file.path,
        args: `title, ${match[1]}`,
      })),
      // A write's `failure` title: useApiMutation hands the mutation's error to notify.error.
      ...[...file.text.matchAll(/^\s*failure: \(/gm)].map(() => ({ path: file.path, args: 'title, error' })),
    ])
    expect(calls.length).toBeGreaterThan(5)
    for (const call of calls) expect(call.args, call.path).toMatch(/,\s*\S/)
  })
})
