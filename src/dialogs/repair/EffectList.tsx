// What a repair will do, listed before it is sent.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'

export function EffectList({ title, effects }: { title: string; effects: readonly string[] }) {
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
