import { useMemo, useState } from 'react';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import { PROGRAMS, type TProgramRow } from '@siiicca/shared';
import { CataloguePage, fromShared, type TCatalogueDef, type TRow } from '../../../components/catalogue';
import { ProgramQuickDialog } from './program-quick-dialog';

const base = fromShared(PROGRAMS, { fields: { codesac: { helperText: 'Código del programa en el SAC' } } });

/** Id, Nombre, SAC; besides the full dialog, a row can be renamed with the compact program form. */
export default function ProgramsPage() {
  const [renaming, setRenaming] = useState<TRow | null>(null);
  const [open, setOpen] = useState(false);
  const rowActions = useMemo<TCatalogueDef['rowActions']>(
    () => [
      {
        key: 'rename',
        label: 'Cambiar Nombre',
        icon: <DriveFileRenameOutlineIcon color="primary" />,
        onClick: (row: TRow) => {
          setRenaming(row);
          setOpen(true);
        },
      },
    ],
    [],
  );
  const def: TCatalogueDef = {
    ...base,
    rowActions,
    extras: (
      <ProgramQuickDialog
        open={open}
        program={(renaming as TProgramRow | null) ?? null}
        // Its save reloads the programs (the catalogue's mutation).
        onClose={() => setOpen(false)}
      />
    ),
  };
  return <CataloguePage def={def} />;
}
