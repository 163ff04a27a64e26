import { useMemo } from 'react';
import { LOOKUPS, type TActorType, type TSelSectional } from '@siiicca/shared';
import type { TOption } from '../../../components/catalogue';
import { useOptions } from '../../../components/catalogue/use-options';

type TNamed = { id: number | string; name: string };
/** A sectional with its tree, kept whole (the dependent faculty and group lists read it). */
const whole = (r: TSelSectional) => r as unknown as TOption;
const named = (r: TNamed): TOption => ({ value: r.id, label: r.name });
const sector = (r: { id: number; code: string; name: string }): TOption => ({ value: r.id, label: `${r.code} - ${r.name}` });
const place = (r: { id: string; name: string; department_id: string }): TOption => ({ value: r.id, label: r.name, department: r.department_id } as TOption);

/** Which catalogue lists each actor type's dialog offers. */
const NEEDS: Record<TActorType, { sectionals?: true; programs?: true; sectors?: true; countries?: true; cities?: true }> = {
  Docente: { sectionals: true, countries: true, cities: true },
  Egresado: { programs: true },
  Estudiante: { programs: true, countries: true },
  'Sector Productivo': { sectors: true, cities: true },
  Estado: { cities: true },
  'Sociedad Civil': { cities: true },
};

export type TActorOptions = {
  sectionals: TSelSectional[];
  programs: TOption[];
  economicSectors: TOption[];
  countries: TOption[];
  /** 'Medellín (Antioquia)': the same town name exists in several departments. */
  cities: TOption[];
};

/**
 * The catalogue selection lists an actor type needs, each one query, cached and shared with every
 * other screen that offers the same list (same query keys as the catalogue dialogs' selects).
 */
export function useActorOptions(type: TActorType): TActorOptions {
  const need = NEEDS[type];
  const sectionals = useOptions(need.sectionals ? LOOKUPS.sectionals : null, whole as never);
  const programs = useOptions(need.programs ? LOOKUPS.programs : null, named as never);
  const sectors = useOptions(need.sectors ? LOOKUPS.economicSectors : null, sector as never);
  const countries = useOptions(need.countries ? LOOKUPS.countries : null, named as never);
  const departments = useOptions(need.cities ? LOOKUPS.departments : null, named as never);
  const cities = useOptions(need.cities ? LOOKUPS.cities : null, place as never);
  const cityOptions = useMemo(() => {
    const department = new Map(departments.options.map((d) => [d.value, d.label]));
    return cities.options.map((c) => {
      const name = department.get((c as TOption & { department: string }).department);
      return { value: c.value, label: name ? `${c.label} (${name})` : c.label };
    });
  }, [cities.options, departments.options]);
  return {
    sectionals: sectionals.options as unknown as TSelSectional[],
    programs: programs.options,
    economicSectors: sectors.options,
    countries: countries.options,
    cities: cityOptions,
  };
}

/** The name of an option's value, or '' while the list loads. */
export const optionLabel = (options: TOption[], value: unknown) => options.find((o) => o.value === value)?.label ?? '';
