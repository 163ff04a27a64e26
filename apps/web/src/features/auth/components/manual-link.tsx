import { Link } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';

/** The teacher-leader manual (a public PDF served by the API), in a new tab. */
export function ManualLink() {
  return (
    <Link
      href="/api/manual"
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 500 }}
      aria-label="Manual Docente Líder (PDF, se abre en una pestaña nueva)"
    >
      <PictureAsPdfIcon fontSize="small" aria-hidden />
      Manual Docente Líder
    </Link>
  );
}
