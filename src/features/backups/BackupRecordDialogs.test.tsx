// Export Record and Import Backup Record against the demo cloud: the record downloaded as a JSON
// file (no token in it), Cinder's refusal of a record it has shown in the form with the file's
// fields kept, and the backup back from its file once its row is gone.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { ExportRecordDialog } from './ExportRecordDialog'
import { ImportRecordDialog } from './ImportRecordDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = []
  const urls = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${urls.size + 1}`
    urls.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: urls.get(this.href) as Blob })
  })
  return files
}

describe('backup records', () => {
  it('exports a record as a file; importing it is refused while Cinder has the backup, then brings it back', async () => {
    const files = captureDownloads()
    const admin = await demo.signIn('admin')
    const backup = (await admin.cinder.listBackups()).backups.find(
      (candidate) => candidate.name === 'admin-tools-backup',
    )
    if (!backup) throw new Error('the demo scenario has admin-tools-backup')
    const user = userEvent.setup({ delay: null })
    let exported = false
    const view = renderWithClient(<ExportRecordDialog backup={backup} onClose={() => (exported = true)} />, admin)
    const dialog = await screen.findByRole('dialog', { name: /Export Record/ })
    expect(within(dialog).getByText(/It holds no credential\./)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(exported).toBe(true))
    expect(files.map((file) => file.name)).toEqual([`backup-record-${backup.id}.json`])
    const text = await (files[0] as { blob: Blob }).blob.text()
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['backup_service', 'backup_url'])
    expect(demo.cloud.tokens.size).toBeGreaterThan(0)
    for (const token of demo.cloud.tokens.keys()) expect(text).not.toContain(token)
    view.unmount()

    renderWithClient(<ImportRecordDialog onClose={() => undefined} />, admin)
    const importing = await screen.findByRole('dialog', { name: /Import Backup Record/ })
    const input = importing.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File([text], 'record.json', { type: 'application/json' })] } })
    await waitFor(() =>
      expect(within(importing).getByRole('textbox', { name: 'Backup service' })).toHaveValue(
        'cinder.backup.drivers.posix.PosixBackupDriver',
      ),
    )
    await user.click(within(importing).getByRole('button', { name: 'Import' }))
    expect(
      await within(importing).findByText(/Invalid backup: Backup already exists in database\./),
    ).toBeInTheDocument()
    expect(within(importing).getByRole('textbox', { name: 'Encoded record' })).not.toHaveValue('')
    demo.cloud.state.backups = demo.cloud.backups.filter((candidate) => candidate.id !== backup.id)
    await user.click(within(importing).getByRole('button', { name: 'Import' }))
    await waitFor(async () => expect((await admin.cinder.getBackup(backup.id)).name).toBe('admin-tools-backup'))
  })
})
