// "Export CSV" on a list page's header: the current view (this page's rows, the columns shown, in
// their order) at once, or every row that matches the view's filters and sort (a dialog fetches
// them page by page).
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { DownloadIcon } from './table-icons'

interface Props {
  /** e.g. "Export all matching volumes". */
  allLabel: string
  /** No row on this page: nothing to export. */
  disabled: boolean
  onExportView: () => void
  onExportAll: () => void
}

export function ExportMenu({ allLabel, disabled, onExportView, onExportAll }: Props) {
  const t = useT()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const choose = (action: () => void) => () => {
    setAnchor(null)
    action()
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('Export CSV')}
      </Button>
      {/* Drawn only while open, like every menu of a table: closed, it was drawn again with each page of data. */}
      {anchor && (
        <Menu
          id={menuId}
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem onClick={choose(onExportView)}>{t('Export current view')}</MenuItem>
          <MenuItem onClick={choose(onExportAll)}>{allLabel}</MenuItem>
        </Menu>
      )}
    </>
  )
}
