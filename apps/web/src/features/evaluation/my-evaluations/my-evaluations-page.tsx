import Typography from '@mui/material/Typography';

/** Mis Evaluaciones (issue 28): being built. */
export default function MyEvaluationsPage() {
  return <Typography component="h1" variant="h5">Mis Evaluaciones</Typography>;
}
