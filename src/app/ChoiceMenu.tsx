// A top-bar button that opens a menu of exclusive choices (theme, language, project, region):
// the button says what is chosen, the items are radio items. An icon button, or a text button
// when the choice itself is worth showing (the project, the region).
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState, type ReactNode } from 'react'

export interface Choice<V extends string> {
  value: V
  label: string
  /** A second line (a project's description). */
  detail?: string
  /** The language of the label, when it is not the page's (a language named in itself). */
  lang?: string
}

interface Props<V extends string> {
  /** The button's accessible name, e.g. "Theme: Dark". */
  label: string
  /** An icon button with this icon... */
  icon?: ReactNode
  /** ...or a text button with this text (e.g. the project's name). */
  text?: ReactNode
  choices: ReadonlyArray<Choice<V>>
  current: V
  onChoose: (value: V) => void
  /** Shown as the menu's only line while there are no choices (loading, or why there are none). */
  empty?: ReactNode
  /** Called when the menu opens (to load the choices then). */
  onOpen?: () => void
}

export function ChoiceMenu<V extends string>({
  label,
  icon,
  text,
  choices,
  current,
  onChoose,
  empty,
  onOpen,
}: Props<V>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const buttonProps = {
    color: 'inherit' as const,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      setAnchor(event.currentTarget)
      onOpen?.()
    },
  }
  return (
    <>
      {text === undefined ? (
        <IconButton {...buttonProps}>{icon}</IconButton>
      ) : (
        <Button {...buttonProps} sx={{ textTransform: 'none', minWidth: 0, maxWidth: 220 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.length === 0 && empty !== undefined && (
          <MenuItem disabled>
            <ListItemText>{empty}</ListItemText>
          </MenuItem>
        )}
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            role="menuitemradio"
            lang={choice.lang}
            aria-checked={choice.value === current}
            selected={choice.value === current}
            onClick={() => {
              setAnchor(null)
              if (choice.value !== current) onChoose(choice.value)
            }}
          >
            <ListItemText primary={choice.label} secondary={choice.detail} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
