import { useMemo } from 'react';
import { RESEARCH_HOTBEDS, type TResearchHotbedRow, type TSelSectional } from '@siiicca/shared';
import { CataloguePage, fromShared, type TFormValues, type TOption, type TRow } from '../../components/catalogue';
import { useSelSectionals } from './use-sel-sectionals';

const toOption = (r: { id: number; name: string }): TOption => ({ value: r.id, label: r.name });

/** The row's own choice stays offered while editing, even if it has since left the active tree. */
const withCurrent = (options: TOption[], current: TOption | null) =>
  current && !options.some((o) => o.value === current.value) ? [current, ...options] : options;

function buildDef(sectionals: TSelSectional[]) {
  const treeOf = (values: TFormValues) => sectionals.find((s) => s.id === values.sectional_id);
  const current = (editing: TRow | null, key: 'sectional' | 'division' | 'faculty', values: TFormValues) => {
    const row = editing as TResearchHotbedRow | null;
    if (!row || row.sectional_id !== values.sectional_id) return null;
    if (key === 'faculty' && row.division_id !== values.division_id) return null;
    return toOption(row[key]);
  };
  return fromShared(RESEARCH_HOTBEDS, {
    fields: {
      sectional_id: {
        load: undefined,
        resets: ['division_id', 'faculty_id'],
        options: ({ values, editing }) => withCurrent(sectionals.map(toOption), current(editing, 'sectional', values)),
      },
      division_id: {
        load: undefined,
        resets: ['faculty_id'],
        helperText: 'Divisiones relacionadas con la seccional',
        options: ({ values, editing }) => withCurrent((treeOf(values)?.divisions ?? []).map(toOption), current(editing, 'division', values)),
      },
      faculty_id: {
        load: undefined,
        helperText: 'Facultades de la división en la seccional',
        options: ({ values, editing }) =>
          withCurrent(
            (treeOf(values)?.faculties ?? []).filter((f) => f.division_id === values.division_id).map(toOption),
            current(editing, 'faculty', values),
          ),
      },
    },
  });
}

/** Hotbeds: the division list follows the chosen sectional's tree, the faculty list the division. */
export default function ResearchHotbedsPage() {
  const { sectionals } = useSelSectionals();
  const def = useMemo(() => buildDef(sectionals), [sectionals]);
  return <CataloguePage def={def} />;
}
