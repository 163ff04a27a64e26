import Typography from '@mui/material/Typography';

/** Asignación de Evaluadores (issue 28): being built. */
export default function AssignmentsPage() {
  return <Typography component="h1" variant="h5">Asignación de Evaluadores</Typography>;
}
