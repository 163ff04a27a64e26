import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PRODUCT_FAMILIES, PRODUCT_FAMILY_LABELS, PROJECT_MSG, type TResultInput } from '@siiicca/shared';
import type { TProjectLookups } from '../form-values';
import { coveredFamilies, familiesKnown } from './product-options';

/**
 * The help of the results (spec section 2) and, once the catalogue tells each product type's family,
 * which of the three families the results already cover: the send validation asks for all three.
 */
export function FamiliesCoverage({ products, results }: { products: TProjectLookups['products']; results: TResultInput[] }) {
  const covered = coveredFamilies(products, results);
  return (
    <Alert severity="info" variant="outlined">
      <Typography variant="body2">{PROJECT_MSG.resultsHelp}</Typography>
      {familiesKnown(products) && (
        <Stack component="ul" aria-label="Familias de productos" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, gap: 0.5 }}>
          {PRODUCT_FAMILIES.map((family) => {
            const done = covered.has(family);
            return (
              <Box component="li" key={family} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {done ? <CheckCircleIcon fontSize="small" color="success" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
                <Typography variant="body2">
                  {PRODUCT_FAMILY_LABELS[family]}: {done ? 'incluido' : 'falta'}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      )}
    </Alert>
  );
}
