// Real OpenStack clients (python-openstackclient, cinderclient, novaclient) against the demo
// cloud served over HTTP on loopback: what a CLI user sees, including Nova's and Cinder's errors.
// The CLIs are required: CI installs them (.ci/run, e2e/ensure-tools.sh), so a missing one fails.
import { execFile } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningCloud } from './http-server'
import { startHttpCloud } from './http-server'
import { cliEnvironment } from '../test/cli-env'

const run = promisify(execFile)
const CLIS = ['openstack', 'cinder', 'nova'] as const
type Cli = (typeof CLIS)[number]
// A cap, not a wait: each CLI call starts a Python process, seconds apiece on a loaded machine.
const TIMEOUT = 180_000

interface CliVolume {
  id: string
  name: string
  status: string
  multiattach: boolean
  attachments: Array<{ server_id: string; attachment_id: string; volume_id: string }>
}

interface CliFailure {
  code: number
  stdout: string
  stderr: string
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

let running: RunningCloud
let env: NodeJS.ProcessEnv

async function cli(command: Cli, args: string[]): Promise<string> {
  // A cap for one call: a Python CLI's start took more than 30 s under a fully loaded machine.
  const { stdout } = await run(command, args, { env, timeout: 90_000, maxBuffer: 16 * 1024 * 1024 })
  return stdout
}

async function cliJson<T>(args: string[]): Promise<T> {
  return JSON.parse(await cli('openstack', [...args, '-f', 'json'])) as T
}

async function cliFailure(command: Cli, args: string[]): Promise<CliFailure> {
  try {
    const stdout = await cli(command, args)
    throw new Error(`${command} ${args.join(' ')} succeeded, but it should have failed:\n${stdout}`)
  } catch (error) {
    const failure = error as Partial<CliFailure> & Error
    if (typeof failure.code !== 'number') throw error
    return { code: failure.code, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' }
  }
}

/** Re-reads until `done` holds; no sleeps beyond a short polling interval. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T = await read()
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    last = await read()
  }
  return last
}

const showVolume = (name: string) => cliJson<CliVolume>(['volume', 'show', name])

/** The rows of a prettytable as printed by cinderclient and novaclient, keyed by column header. */
function table(text: string): Array<Record<string, string>> {
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
  const [header, ...body] = rows
  if (!header) return []
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])))
}

beforeAll(async () => {
  const missing = CLIS.filter((command) => !onPath(command))
  if (missing.length > 0) {
    throw new Error(
      `OpenStack CLI(s) not found on PATH: ${missing.join(', ')}. ` +
        'Install them with: apt-get install -y python3-openstackclient python3-cinderclient python3-novaclient',
    )
  }
  running = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 50 } })
  env = cliEnvironment(running.authUrl)
}, 30_000)

afterAll(async () => {
  await running?.close()
})

describe('OpenStack CLIs against the HTTP demo cloud', () => {
  const servers = new Map<string, string>()
  let shared: CliVolume

  it(
    'lists the demo scenario volumes and servers',
    async () => {
      const volumes = await cliJson<Array<{ Name: string; Status: string }>>(['volume', 'list'])
      const names = volumes.map((volume) => volume.Name)
      expect(names).toEqual(
        expect.arrayContaining(['pg-shared-data', 'imagenet-dataset', 'scratch-01', 'legacy-app-data']),
      )
      expect(volumes.find((volume) => volume.Name === 'pg-shared-data')?.Status).toBe('in-use')

      const list = await cliJson<Array<{ ID: string; Name: string; Status: string }>>(['server', 'list'])
      for (const server of list) servers.set(server.Name, server.ID)
      expect([...servers.keys()]).toEqual(expect.arrayContaining(['web-1', 'web-2', 'legacy-app']))
    },
    TIMEOUT,
  )

  it(
    'creates a volume of the multiattach type that becomes available with multiattach true',
    async () => {
      const created = await cliJson<CliVolume>([
        'volume',
        'create',
        '--type',
        'multiattach',
        '--size',
        '1',
        'shared-vol',
      ])
      expect(created).toMatchObject({ name: 'shared-vol', status: 'creating', multiattach: true })
      shared = await until(
        () => showVolume('shared-vol'),
        (volume) => volume.status === 'available',
        'shared-vol available',
      )
      expect(shared).toMatchObject({ id: created.id, multiattach: true, attachments: [] })
    },
    TIMEOUT,
  )

  it(
    'attaches it to web-1 and web-2 through Nova, and the volume shows both attachments',
    async () => {
      const web1 = servers.get('web-1') as string
      const web2 = servers.get('web-2') as string
      const attach = (server: string) =>
        cliJson<Record<string, unknown>>([
          '--os-compute-api-version',
          '2.60',
          'server',
          'add',
          'volume',
          server,
          'shared-vol',
        ])

      expect(await attach('web-1')).toMatchObject({ 'Server ID': web1, 'Volume ID': shared.id })
      await until(
        () => showVolume('shared-vol'),
        (volume) => volume.status === 'in-use',
        'shared-vol in-use on web-1',
      )
      expect(await attach('web-2')).toMatchObject({ 'Server ID': web2, 'Volume ID': shared.id })
      const both = await until(
        () => showVolume('shared-vol'),
        (volume) => volume.status === 'in-use' && volume.attachments.length === 2,
        'shared-vol in-use on web-1 and web-2',
      )
      expect(both.attachments.map((attachment) => attachment.server_id).sort()).toEqual([web1, web2].sort())
      for (const attachment of both.attachments) expect(attachment.volume_id).toBe(shared.id)
      shared = both
    },
    TIMEOUT,
  )

  it(
    'lists the Cinder attachments, and Nova 2.89 names the same attachment ids',
    async () => {
      const attachments = table(
        await cli('cinder', ['--os-volume-api-version', '3.54', 'attachment-list', '--volume-id', shared.id]),
      )
      expect(attachments).toHaveLength(2)
      for (const row of attachments) expect(row).toMatchObject({ 'Volume ID': shared.id, Status: 'attached' })
      expect(attachments.map((row) => row['Server ID']).sort()).toEqual(
        shared.attachments.map((attachment) => attachment.server_id).sort(),
      )

      const web2 = servers.get('web-2') as string
      const onWeb2 = table(await cli('nova', ['--os-compute-api-version', '2.89', 'volume-attachments', 'web-2']))
      const row = onWeb2.find((candidate) => candidate['VOLUME ID'] === shared.id)
      const cinderId = shared.attachments.find((attachment) => attachment.server_id === web2)?.attachment_id
      expect(row?.['ATTACHMENT ID']).toBe(cinderId)
    },
    TIMEOUT,
  )

  it(
    'detaches it from web-1 and one attachment is left',
    async () => {
      const web2 = servers.get('web-2') as string
      await cli('openstack', ['server', 'remove', 'volume', 'web-1', 'shared-vol'])
      const left = await until(
        () => showVolume('shared-vol'),
        (volume) => volume.status === 'in-use' && volume.attachments.length === 1,
        'shared-vol left on web-2 only',
      )
      expect(left.attachments.map((attachment) => attachment.server_id)).toEqual([web2])
      const rows = table(
        await cli('cinder', ['--os-volume-api-version', '3.54', 'attachment-list', '--volume-id', shared.id]),
      )
      expect(rows.map((row) => row['Server ID'])).toEqual([web2])
    },
    TIMEOUT,
  )

  it(
    'creates a non-Nova read-only attachment with cinder attachment-create: only a reservation',
    async () => {
      const volume = await showVolume('shared-empty')
      const created = table(
        await cli('cinder', ['--os-volume-api-version', '3.54', 'attachment-create', '--mode', 'ro', volume.id]),
      )
      const fields = Object.fromEntries(created.map((row) => [row.Property, row.Value]))
      expect(fields).toMatchObject({ status: 'reserved', attach_mode: 'ro', instance: 'None', volume_id: volume.id })
      expect((await showVolume('shared-empty')).status).toBe('reserved')
      await cli('cinder', ['--os-volume-api-version', '3.54', 'attachment-delete', fields.id as string])
      expect((await showVolume('shared-empty')).status).toBe('available')
    },
    TIMEOUT,
  )

  it(
    "prints Nova's 400 when attaching a non-multiattach volume that is in use elsewhere",
    async () => {
      const volume = await showVolume('legacy-app-data')
      const legacyApp = servers.get('legacy-app') as string
      const failure = await cliFailure('openstack', ['server', 'add', 'volume', 'web-1', 'legacy-app-data'])
      expect(failure.code).toBe(1)
      expect(failure.stderr).toContain(
        `400: Client Error for url: ${running.origin}/compute/v2.1/servers/${servers.get('web-1')}/os-volume_attachments, ` +
          `Invalid volume: volume ${volume.id} is already attached to instances: ${legacyApp}`,
      )
    },
    TIMEOUT,
  )

  it(
    "prints Cinder's 400 when deleting an in-use volume, and the volume stays",
    async () => {
      const failure = await cliFailure('openstack', ['volume', 'delete', 'legacy-app-data'])
      expect(failure.code).toBe(1)
      expect(failure.stderr).toMatch(
        new RegExp(
          "^Failed to delete volume with name or ID 'legacy-app-data': Invalid volume: Volume status must be available or error or " +
            'error_restoring or error_extending or error_managing and must not be migrating, attached, belong to a group, have ' +
            'snapshots, awaiting a transfer, or be disassociated from snapshots after volume transfer\\. ' +
            '\\(HTTP 400\\) \\(Request-ID: req-[0-9a-f-]{36}\\)$',
          'm',
        ),
      )
      expect(failure.stderr).toContain('1 of 1 volumes failed to delete.')
      expect((await showVolume('legacy-app-data')).status).toBe('in-use')
    },
    TIMEOUT,
  )
})
