import Tooltip from '@mui/material/Tooltip';
import { GridActionsCellItem, type GridActionsCellItemProps } from '@mui/x-data-grid';

/**
 * A table row action that cannot be used now, with its reason shown on hover and on keyboard focus
 * ('La Estrategia no tiene el Estado Necesario para Editar'): the button stays focusable
 * (aria-disabled, not disabled, which fires no events) and its name keeps the reason for readers.
 */
export function UnavailableActionItem({ reason, ...props }: GridActionsCellItemProps & { reason: string }) {
  return (
    <Tooltip title={reason} describeChild>
      <GridActionsCellItem {...(props as GridActionsCellItemProps)} aria-disabled style={{ opacity: 0.38 }} />
    </Tooltip>
  );
}
