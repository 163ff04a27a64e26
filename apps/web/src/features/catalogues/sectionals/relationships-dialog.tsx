import { useCallback, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import {
  CAT_MSG,
  LOOKUPS,
  relationshipAddError,
  type TLookupOption,
} from '@siiicca/shared';
import type { TRow } from '../../../components/catalogue';
import { useDiscardGuard } from '../../../components/unsaved-changes';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useLookupRows } from '../use-lookup-rows';
import { RelationPanel } from './relation-panel';
import { sectionalTreeQuery, useSaveSectionalTree } from './sectional-tree-api';
import { tree, type TTree } from './relationship-tree';

type TProgramOption = TLookupOption & { codesac: number | null };
const sac = (codesac: number | null) => (codesac === null ? 'Sin código SAC' : `SAC ${codesac}`);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The division → faculty → program tree of one sectional. Selecting a division shows its faculties,
 * selecting a faculty its programs; the whole tree is saved at once (POST /api/sectional_relationship).
 */
export function RelationshipsDialog({ sectional, onClose }: { sectional: TRow | null; onClose: (saved: boolean) => void }) {
  const open = !!sectional;
  const titleId = useId();
  const current = useQuery({ ...sectionalTreeQuery(sectional?.id), enabled: open });
  const saveTree = useSaveSectionalTree();
  const divisions = useLookupRows<TLookupOption>(LOOKUPS.divisions, open);
  const faculties = useLookupRows<TLookupOption>(LOOKUPS.faculties, open);
  const programs = useLookupRows<TProgramOption>(LOOKUPS.programs, open);

  const [draft, setDraft] = useState<TTree>([]);
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const [facultyId, setFacultyId] = useState<number | null>(null);
  const saving = saveTree.isPending;
  // A new answer (or another sectional) starts the draft over.
  const [draftOf, setDraftOf] = useState({ data: current.data, sectional });
  if (draftOf.data !== current.data || draftOf.sectional !== sectional) {
    setDraftOf({ data: current.data, sectional });
    setDraft(current.data?.relationship ?? []);
    setDivisionId(null);
    setFacultyId(null);
  }

  const used = useMemo(() => tree.used(draft), [draft]);
  const division = draft.find((d) => d.id === divisionId) ?? null;
  const faculty = division?.faculties.find((f) => f.id === facultyId) ?? null;
  const toOptions = <T extends TLookupOption>(rows: T[], taken: Set<number>, label = (r: T) => r.name) =>
    rows.filter((r) => !taken.has(r.id)).map((r) => ({ value: r.id, label: label(r) }));

  const refuse = (kind: 'faculty' | 'program') => {
    const error = relationshipAddError(kind, { divisionId: division?.id, facultyId: faculty?.id });
    if (error) notifyWarning(error, 3000);
    return !!error;
  };

  const save = async () => {
    if (!sectional) return;
    try {
      const res = await saveTree.mutateAsync({ ...tree.toPayload(Number(sectional.id), draft), version: current.data?.version });
      notifySuccess(res?.message ?? CAT_MSG.relationshipSaved);
      onClose(true);
    } catch (err) {
      if (err instanceof ApiError && err.handled) return;
      const serverSays = err instanceof ApiError && err.status >= 400 && err.status < 500;
      notifyError(serverSays ? err.message : CAT_MSG.relationshipFailed, 3000);
    }
  };

  const loading = current.isFetching || divisions.loading || faculties.loading || programs.loading;
  // Changed means a tree other than the saved one; looking through divisions and faculties is not a change.
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(current.data?.relationship ?? []), [draft, current.data]);
  const discard = useCallback(() => onClose(false), [onClose]);
  const guard = useDiscardGuard({ open, dirty: dirty && !saving, onDiscard: discard });
  return (
    <>
      <Dialog
        open={open}
        onClose={(_e, reason) => reason !== 'backdropClick' && guard.requestClose()}
        fullWidth
        maxWidth={false}
        slotProps={{ paper: { sx: { maxWidth: 1000 } } }}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Relaciones de {String(sectional?.name ?? '')}</DialogTitle>
        {loading && <LinearProgress />}
        <DialogContent dividers>
          {current.isError ? (
            <Alert severity="error">{(current.error as Error).message || 'Error al Obtener los Programas'}</Alert>
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <RelationPanel
                  title="Divisiones"
                  subtitle="Seleccione una división para ver sus facultades"
                  pickerLabel="División"
                  options={toOptions(divisions.rows, used.divisions)}
                  rows={draft.map((d) => ({ id: d.id, name: d.name, detail: count(d.faculties.length, 'facultad', 'facultades') }))}
                  selectedId={divisionId}
                  onSelect={(id) => {
                    setDivisionId(id);
                    setFacultyId(null);
                  }}
                  onAdd={(id) => {
                    if (id === null) return false;
                    setDraft((t) => tree.addDivision(t, divisions.rows.find((d) => d.id === id)!));
                    setDivisionId(id);
                    setFacultyId(null);
                    return true;
                  }}
                  onRemove={(id) => {
                    setDraft((t) => tree.removeDivision(t, id));
                    if (divisionId === id) setDivisionId(null);
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <RelationPanel
                  title="Facultades"
                  subtitle={division ? `De ${division.name}` : 'Debe Seleccionar la División'}
                  pickerLabel="Facultad"
                  options={toOptions(faculties.rows, used.faculties)}
                  rows={(division?.faculties ?? []).map((f) => ({ id: f.id, name: f.name, detail: count(f.programs.length, 'programa', 'programas') }))}
                  selectedId={facultyId}
                  onSelect={setFacultyId}
                  onAdd={(id) => {
                    if (refuse('faculty') || id === null) return false;
                    setDraft((t) => tree.addFaculty(t, division!.id, faculties.rows.find((f) => f.id === id)!));
                    setFacultyId(id);
                    return true;
                  }}
                  onRemove={(id) => {
                    setDraft((t) => tree.removeFaculty(t, division!.id, id));
                    if (facultyId === id) setFacultyId(null);
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <RelationPanel
                  title="Programas"
                  subtitle={faculty ? `De ${faculty.name}` : 'Debe Seleccionar la División y Facultad'}
                  pickerLabel="Programa"
                  options={toOptions(programs.rows, used.programs, (p) => `${p.name} (${sac(p.codesac)})`)}
                  rows={(faculty?.programs ?? []).map((p) => ({ id: p.id, name: p.name, detail: sac(p.codesac) }))}
                  onAdd={(id) => {
                    if (refuse('program') || id === null) return false;
                    const p = programs.rows.find((r) => r.id === id)!;
                    setDraft((t) => tree.addProgram(t, division!.id, faculty!.id, { id: p.id, name: p.name, codesac: p.codesac }));
                    return true;
                  }}
                  onRemove={(id) => setDraft((t) => tree.removeProgram(t, division!.id, faculty!.id, id))}
                />
              </Grid>
            </Grid>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose}>Cancelar</Button>
          <Button variant="contained" onClick={save} disabled={saving || loading || current.isError}>
            Guardar
          </Button>
        </DialogActions>
      </Dialog>
      {guard.element}
    </>
  );
}
