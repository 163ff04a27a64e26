import Typography from '@mui/material/Typography';

/** Resultados y Decisiones (issue 28): being built. */
export default function ResultsPage() {
  return <Typography component="h1" variant="h5">Resultados y Decisiones</Typography>;
}
