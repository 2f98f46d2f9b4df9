// What a repair will do, listed before it is sent; or, when the console refuses it, why.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import type { Guard } from '../../rules/guards'

export function EffectList({ title, effects, guard }: { title: string; effects: readonly string[]; guard: Guard }) {
  if (!guard.ok) return <Alert severity="warning">{guard.reason}</Alert>
  if (effects.length === 0) return null
  return (
    <Alert severity="info" role="region" aria-label={title}>
      <AlertTitle>{title}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
    </Alert>
  )
}
