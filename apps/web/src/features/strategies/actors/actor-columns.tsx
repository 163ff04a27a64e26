import Chip from '@mui/material/Chip';
import type { TActorInput, TActorType } from '@siiicca/shared';
import type { TLocalColumn } from '../../../components/subforms/local-table';
import { optionLabel, type TActorOptions } from './use-actor-options';

export type TActorRow = { index: number; actor: TActorInput };

const field = (a: TActorInput, name: string) => ((a as Record<string, unknown>)[name] ?? '') as string | number;
const col = (key: string, header: string, render: (a: TActorInput) => React.ReactNode): TLocalColumn<TActorRow> => ({
  key,
  header,
  render: (r) => render(r.actor),
});

/** The list of one actor type: who, their identification, the type's key fields, the state. */
export function actorColumns(type: TActorType, o: TActorOptions): TLocalColumn<TActorRow>[] {
  const key: Record<TActorType, TLocalColumn<TActorRow>[]> = {
    Docente: [col('link', 'Vínculo', (a) => field(a, 'link'))],
    Egresado: [
      col('programs', 'Programas', (a) =>
        ('programs' in a ? (a.programs ?? []) : []).map((p) => `${optionLabel(o.programs, p.program_id) || `Programa ${p.program_id}`} (${p.year})`).join(', '),
      ),
    ],
    Estudiante: [
      col('link', 'Vínculo', (a) => field(a, 'link')),
      col('program', 'Programa / Universidad', (a) =>
        field(a, 'link') === 'Estudiante USTA' ? optionLabel(o.programs, field(a, 'program_id')) : field(a, 'entity_name'),
      ),
    ],
    'Sector Productivo': [col('contact', 'Contacto', (a) => field(a, 'actor_name')), col('sector', 'Sector', (a) => field(a, 'sector'))],
    Estado: [col('contact', 'Contacto', (a) => field(a, 'actor_name'))],
    'Sociedad Civil': [col('contact', 'Contacto', (a) => field(a, 'actor_name'))],
  };
  return [
    col('name', 'Nombre', (a) => a.third.name),
    col('identification', 'Identificación', (a) => `${a.third.type_id} ${a.third.identification}`),
    ...key[type],
    col('rol', 'Rol', (a) => a.rol),
    col('state', 'Estado', (a) => {
      const active = (a.state ?? 'Activo') === 'Activo';
      return <Chip size="small" label={a.state ?? 'Activo'} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
    }),
  ];
}
