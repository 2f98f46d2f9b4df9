import Typography from '@mui/material/Typography'

export function InstancesPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Instances
      </Typography>
      <Typography color="text.secondary">The instances view comes later.</Typography>
    </>
  )
}
