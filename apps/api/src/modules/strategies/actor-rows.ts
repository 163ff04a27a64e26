import { LEADER_TYPE, type TActor, type TStrategy } from '@siiicca/shared';

/** An actor's row as stored (the leader included), keyed to its person by `thirdId`. */
export type TActorRow = {
  thirdId: number;
  type: string;
  rol: string | null;
  link: string | null;
  sectionalId: number | null;
  facultyId: number | null;
  investigationGroupId: number | null;
  programId: number | null;
  semester: number | null;
  entityName: string | null;
  actorName: string | null;
  actorPosition: string | null;
  email: string | null;
  economicSectorId: number | null;
  sector: string | null;
  countryId: string | null;
  cityId: string | null;
  programs: { programId: number; year: number }[];
};

const emptyActor = (thirdId: number, type: string): TActorRow => ({
  thirdId,
  type,
  rol: null,
  link: null,
  sectionalId: null,
  facultyId: null,
  investigationGroupId: null,
  programId: null,
  semester: null,
  entityName: null,
  actorName: null,
  actorPosition: null,
  email: null,
  economicSectorId: null,
  sector: null,
  countryId: null,
  cityId: null,
  programs: [],
});

/** The stored actor row of the leader (type 'Líder'), from the strategy's leader fields. */
const leaderRow = (thirdId: number, l: TStrategy['leader']): TActorRow => ({
  ...emptyActor(thirdId, LEADER_TYPE),
  sectionalId: l.sectional_id,
  facultyId: l.faculty_id,
  investigationGroupId: l.investigation_group_id,
});

/** An actor's row from the wizard's fields, per type. */
function actorRow(thirdId: number, a: TActor): TActorRow {
  const row = { ...emptyActor(thirdId, a.type), rol: a.rol };
  switch (a.type) {
    case 'Docente':
      return {
        ...row,
        link: a.link,
        sectionalId: a.sectional_id,
        facultyId: a.faculty_id,
        investigationGroupId: a.investigation_group_id,
        entityName: a.entity_name,
        cityId: a.city_id,
        countryId: a.country_id,
      };
    case 'Egresado':
      return { ...row, programs: a.programs.map((p) => ({ programId: p.program_id, year: p.year })) };
    case 'Estudiante':
      return { ...row, link: a.link, programId: a.program_id, semester: a.semester, entityName: a.entity_name, countryId: a.country_id };
    case 'Sector Productivo':
      return { ...row, actorName: a.actor_name, actorPosition: a.actor_position, email: a.email, cityId: a.city_id, economicSectorId: a.economic_sector_id, sector: a.sector };
    case 'Estado':
    case 'Sociedad Civil':
      return { ...row, actorName: a.actor_name, actorPosition: a.actor_position, email: a.email, cityId: a.city_id };
  }
}

/** The strategy's actor rows, the leader first, each keyed to its person's id (`idOf`). */
export const actorRows = (s: TStrategy, idOf: (p: { type_id: string; identification: string }) => number): TActorRow[] => [
  leaderRow(idOf(s.leader), s.leader),
  ...s.actors.map((a) => actorRow(idOf(a.third), a)),
];
