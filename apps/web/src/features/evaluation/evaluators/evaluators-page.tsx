import Typography from '@mui/material/Typography';

/** Evaluadores (issue 28): being built. */
export default function EvaluatorsPage() {
  return <Typography component="h1" variant="h5">Evaluadores</Typography>;
}
