// "Export all matching …": fetches every row of the view page by page, with how far it got, and
// saves the file only once every page has come. Cancel stops it (the next request is not sent)
// and leaves no file; a page that fails stops it with the cloud's message, no file, and
// "Try again". A read, not a write: DialogShell around DialogForm's layout, wired to the run.
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { DialogFormLayout } from '../dialog/DialogFormLayout'
import { DialogShell } from '../dialog/DialogShell'
import { useT } from '../../i18n/use-t'
import { downloadCsv } from './csv'

export interface ExportProgress {
  /** Rows fetched so far. */
  done: number
  /** Rows that match, when the cloud counts them (Cinder 3.45 with_count); else null. */
  total: number | null
}

/** The file's text and how many rows it holds. */
export interface ExportResult {
  text: string
  rows: number
}

/** Fetches every row and builds the file; stops (rejects) once `signal` is aborted. */
export type ExportRun = (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) => Promise<ExportResult>

export interface ExportWords {
  /** e.g. "Exported 2,000 of 5,120 volumes…", or without the total. */
  progress: (progress: ExportProgress) => string
  /** e.g. "Exported 5,120 volumes to volumes-demo-20260101-1200.csv". */
  done: (rows: number, fileName: string) => string
  /** e.g. "Not every volume could be read: no file was saved". */
  failed: string
}

type Phase =
  | { name: 'running'; progress: ExportProgress }
  | { name: 'failed'; error: unknown }
  | { name: 'done'; rows: number; fileName: string }

const START: Phase = { name: 'running', progress: { done: 0, total: null } }

interface Props {
  title: string
  run: ExportRun
  /** The file's name, asked for when it is saved. */
  fileName: () => string
  words: ExportWords
  onClose: () => void
}

export function ExportDialog({ title, run, fileName, words, onClose }: Props) {
  const t = useT()
  const [attempt, setAttempt] = useState(0)
  const [phase, setPhase] = useState<Phase>(START)

  useEffect(() => {
    // Closing the dialog (Cancel) or trying again aborts this run: no further request, no file.
    const controller = new AbortController()
    const { signal } = controller
    run(signal, (progress) => {
      if (!signal.aborted) setPhase({ name: 'running', progress })
    }).then(
      ({ text, rows }) => {
        if (signal.aborted) return
        const name = fileName()
        downloadCsv(name, text)
        setPhase({ name: 'done', rows, fileName: name })
      },
      (error: unknown) => {
        if (!signal.aborted) setPhase({ name: 'failed', error })
      },
    )
    return () => controller.abort()
    // One run per attempt; the page's words and file name may change meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  const progress = phase.name === 'running' ? phase.progress : null
  const percent =
    progress && progress.total ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : undefined
  return (
    <DialogShell title={title} onClose={onClose} maxWidth="xs">
      <DialogFormLayout
        onSubmit={(event) => {
          event.preventDefault()
          if (phase.name !== 'failed') return
          setPhase(START)
          setAttempt((count) => count + 1)
        }}
        submitLabel={phase.name === 'failed' ? t('Try again') : t('Export')}
        pending={phase.name === 'running'}
        done={phase.name === 'done'}
        error={phase.name === 'failed' ? phase.error : undefined}
        errorTitle={words.failed}
      >
        {progress && (
          <>
            <LinearProgress
              variant={percent === undefined ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-label={title}
            />
            <Typography role="status">{words.progress(progress)}</Typography>
          </>
        )}
        {phase.name === 'done' && <Typography role="status">{words.done(phase.rows, phase.fileName)}</Typography>}
      </DialogFormLayout>
    </DialogShell>
  )
}
