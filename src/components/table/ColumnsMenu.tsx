// "Columns": which columns a table shows and in what order, as a small dialog beside the button.
// A checkbox per column (one that must show is checked and disabled, "Always shown"), Move up and
// Move down per column, and "Reset to default". The row checkbox and the row actions keep their
// places. Keyboard: Tab through, Space toggles, Enter moves; the focus stays on the moved
// column's button, and a screen reader hears where it went.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Column, Table } from '@tanstack/react-table'
import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { visuallyHidden } from '../visually-hidden'
import { PINNED_END, PINNED_START, isPinned } from './column-prefs'
import { columnLabel } from './export-columns'
import { ArrowDownIcon, ArrowUpIcon, ViewColumnIcon } from './table-icons'

type Direction = 'up' | 'down'
const DIRECTIONS: readonly Direction[] = ['up', 'down']

export function ColumnsMenu<T>({ table, onReset }: { table: Table<T>; onReset: () => void }) {
  const t = useT()
  const titleId = useId()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [said, setSaid] = useState('')
  const [focus, setFocus] = useState<{ id: string; direction: Direction } | null>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const columns = table.getAllLeafColumns().filter((column) => !isPinned(column.id))
  const ids = columns.map((column) => column.id)
  const order = ids.join(' ')

  // After a move the list is drawn anew: the focus goes back to the button that moved the column
  // (or its other one, at the top or the bottom, where that one is disabled).
  useEffect(() => {
    if (!focus) return
    const same = buttons.current.get(`${focus.id}:${focus.direction}`)
    const other = buttons.current.get(`${focus.id}:${focus.direction === 'up' ? 'down' : 'up'}`)
    ;(same && !same.disabled ? same : other)?.focus()
  }, [focus, order])

  const move = (column: Column<T>, direction: Direction) => {
    const from = ids.indexOf(column.id)
    const to = direction === 'up' ? from - 1 : from + 1
    if (from < 0 || to < 0 || to >= ids.length) return
    const next = [...ids]
    next.splice(from, 1)
    next.splice(to, 0, column.id)
    const all = table.getAllLeafColumns().map((leaf) => leaf.id)
    table.setColumnOrder([
      ...PINNED_START.filter((id) => all.includes(id)),
      ...next,
      ...PINNED_END.filter((id) => all.includes(id)),
    ])
    setFocus({ id: column.id, direction })
    setSaid(
      t('{{name}} moved to position {{position}} of {{total}}', {
        name: columnLabel(column),
        position: to + 1,
        total: ids.length,
      }),
    )
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('Columns')}
      </Button>
      {/* Drawn only while open (ExportMenu, RowActionsMenu): closed, it was drawn again with each page of data. */}
      {anchor && (
        <Popover
          open
          anchorEl={anchor}
          onClose={() => {
            setAnchor(null)
            setSaid('')
          }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { id: menuId, role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, minWidth: 300 } } }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('Columns shown')}
          </Typography>
          <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, my: 1 }}>
            {columns.map((column, index) => {
              const name = columnLabel(column)
              const locked = !column.getCanHide()
              const noteId = `${menuId}-${column.id}-note`
              return (
                <Stack component="li" key={column.id} direction="row" sx={{ alignItems: 'center' }}>
                  <FormControlLabel
                    sx={{ flex: 1, mr: 1 }}
                    control={
                      <Checkbox
                        size="small"
                        checked={column.getIsVisible()}
                        disabled={locked}
                        onChange={column.getToggleVisibilityHandler()}
                        slotProps={{ input: { 'aria-describedby': locked ? noteId : undefined } }}
                      />
                    }
                    label={name}
                  />
                  {locked && (
                    <Typography id={noteId} variant="caption" color="text.secondary" sx={{ mr: 1 }}>
                      {t('Always shown')}
                    </Typography>
                  )}
                  {DIRECTIONS.map((direction) => (
                    <IconButton
                      key={direction}
                      size="small"
                      ref={(node) => {
                        const key = `${column.id}:${direction}`
                        if (node) buttons.current.set(key, node)
                        else buttons.current.delete(key)
                      }}
                      aria-label={
                        direction === 'up' ? t('Move {{name}} up', { name }) : t('Move {{name}} down', { name })
                      }
                      disabled={direction === 'up' ? index === 0 : index === columns.length - 1}
                      onClick={() => move(column, direction)}
                    >
                      {direction === 'up' ? <ArrowUpIcon fontSize="small" /> : <ArrowDownIcon fontSize="small" />}
                    </IconButton>
                  ))}
                </Stack>
              )
            })}
          </Box>
          <Button
            onClick={() => {
              onReset()
              setSaid(t('Columns reset to the default'))
            }}
          >
            {t('Reset to default')}
          </Button>
          <Box role="status" sx={visuallyHidden}>
            {said}
          </Box>
        </Popover>
      )}
    </>
  )
}
