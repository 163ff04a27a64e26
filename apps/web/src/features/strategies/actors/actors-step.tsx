import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { actorActions, type TActorInput, type TActorType } from '@siiicca/shared';
import { actorColumns, type TActorRow } from './actor-columns';
import { ActorDialog, type TActorEditing, type TLeaderKey } from './actor-dialog';
import { ActorRemoval } from './actor-removal';
import { LocalTable } from '../../../components/subforms/local-table';
import { useActorOptions } from './use-actor-options';
import type { TVersionAccess } from '../wizard/use-draft-sync';

const TITLES: Record<TActorType, string> = {
  Docente: 'Docentes',
  Egresado: 'Egresados',
  Estudiante: 'Estudiantes',
  'Sector Productivo': 'Sector Productivo',
  Estado: 'Estado',
  'Sociedad Civil': 'Sociedad Civil',
};

export type TActorsStepProps = {
  type: TActorType;
  /** Every actor of the strategy (all types); the step shows and edits those of `type`. */
  actors: TActorInput[];
  onChange: (next: TActorInput[]) => void;
  /** The leader (step 2), whom the dialog refuses as an actor too. */
  leader?: TLeaderKey;
  /** Messages of actors by their index in `actors` (a refused save): shown above the table. */
  errors?: Record<number, string>;
  /** The strategy's sectional: a new lecturer starts there. */
  sectionalId?: number;
  /** The strategy's version, which a saved actor's toggle names and renews (the wizard's drafts keep it). */
  version?: TVersionAccess;
  readOnly?: boolean;
};

/** Steps 4 to 9 of the wizard: the actors of one type, with add, edit and delete (or reactivate). */
export function ActorsStep(p: TActorsStepProps) {
  const options = useActorOptions(p.type);
  const [dialog, setDialog] = useState<{ open: boolean; editing: TActorEditing }>({ open: false, editing: null });
  const [removing, setRemoving] = useState<TActorRow | null>(null);
  const rows: TActorRow[] = p.actors.flatMap((actor, index) => (actor.type === p.type ? [{ index, actor }] : []));
  const refused = rows.flatMap((r) => (p.errors?.[r.index] ? [{ row: r, message: p.errors[r.index]! }] : []));
  const canEdit = (r: TActorRow) => !p.readOnly && actorActions(r.actor).edit;
  const save = (actor: TActorInput, index: number | null) => {
    p.onChange(index === null ? [...p.actors, actor] : p.actors.map((a, i) => (i === index ? actor : a)));
    setDialog((d) => ({ ...d, open: false }));
  };

  return (
    <Stack spacing={2} component="section" aria-label={TITLES[p.type]}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {TITLES[p.type]}
        </Typography>
        {!p.readOnly && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, editing: null })}>
            Agregar {p.type}
          </Button>
        )}
      </Stack>
      {refused.length > 0 && (
        <Alert severity="error" role="alert">
          {refused.map(({ row, message }) => (
            <div key={row.index}>
              {row.actor.third.name || row.actor.third.identification} ({row.actor.third.identification}): {message}
            </div>
          ))}
        </Alert>
      )}
      <LocalTable<TActorRow>
        label={`Actores: ${TITLES[p.type]}`}
        rows={rows}
        rowKey={(r) => r.index}
        columns={actorColumns(p.type, options)}
        actions={[
          {
            key: 'edit',
            label: () => 'Editar',
            icon: () => <EditOutlinedIcon fontSize="small" />,
            visible: canEdit,
            onClick: (r) => setDialog({ open: true, editing: r }),
          },
          {
            key: 'delete',
            label: (r) => (r.actor.id === undefined ? 'Eliminar' : actorActions(r.actor).delete ? 'Inactivar' : 'Activar'),
            icon: (r) => (r.actor.id !== undefined && !actorActions(r.actor).delete ? <RestoreIcon fontSize="small" /> : <DeleteOutlineIcon fontSize="small" />),
            visible: () => !p.readOnly,
            onClick: setRemoving,
          },
        ]}
        emptyText="No hay actores de este tipo"
      />
      <ActorDialog
        type={p.type}
        open={dialog.open}
        editing={dialog.editing}
        actors={p.actors}
        leader={p.leader}
        sectionalId={p.sectionalId}
        onSave={save}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ActorRemoval
        row={removing}
        version={p.version}
        onDone={(next) => {
          if (next) p.onChange(next(p.actors));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
