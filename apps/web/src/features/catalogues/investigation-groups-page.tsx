import { INVESTIGATION_GROUPS } from '@siiicca/shared';
import { CataloguePage, fromShared } from '../../components/catalogue';

/** Groups show their research lines as chips; the lines are chosen in a searchable multiple box. */
const def = fromShared(INVESTIGATION_GROUPS, {
  fields: {
    investigation_lines: { autocomplete: true },
    url: { helperText: 'Enlace al GrupLAC del grupo, p. ej. https://scienti.minciencias.gov.co/…' },
  },
  // The lines' chips need room more than the other columns do.
  columns: (cols) => cols.map((c) => (c.field === 'lines' ? { ...c, flex: 1.3, minWidth: 260 } : c)),
});

export default function InvestigationGroupsPage() {
  return <CataloguePage def={def} />;
}
