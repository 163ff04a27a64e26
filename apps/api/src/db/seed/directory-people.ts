import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { API_ROOT } from '../../paths';
import { academicPeople } from '../schema';
import type { DbOrTx } from '../transaction';

type TDirectoryPerson = typeof academicPeople.$inferInsert;

/**
 * The people the built-in academic directory knows (names and numbers are illustrative), one row
 * each in directory-people.csv: lecturers, graduates and students of every campus, named as the
 * academic system names their sectional, faculty, research group and link. The two demo lecturers
 * are there with their own identities, so the wizard's leader step fills itself in for them. An
 * empty cell is what the entry does not state (unknown); the profile cells hold the code the link
 * is built from.
 */
const DIRECTORY_CSV = path.join(API_ROOT, 'src/db/seed/directory-people.csv');

const PROFILE_LINKS = {
  cvlac: 'https://scienti.minciencias.gov.co/cvlac/visualizador/generarCurriculoCv.do?cod_rh=',
  orcid: 'https://orcid.org/',
  scholar: 'https://scholar.google.com/citations?user=',
};

type TDirectoryRow = Record<
  'sectional' | 'role' | 'type_id' | 'identification' | 'name' | 'email' | 'mobile' | 'faculty' | 'research_group' | 'link' | keyof typeof PROFILE_LINKS,
  string
>;

const stated = (cell: string) => cell || null;
const profile = (key: keyof typeof PROFILE_LINKS, cell: string) => (cell ? `${PROFILE_LINKS[key]}${cell}` : null);

export function directoryPeople(): TDirectoryPerson[] {
  const rows = parse(fs.readFileSync(DIRECTORY_CSV, 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as TDirectoryRow[];
  return rows.map((r) => ({
    typeId: r.type_id,
    identification: r.identification,
    name: r.name,
    email: r.email,
    mobile: stated(r.mobile),
    role: r.role,
    sectional: r.sectional,
    faculty: stated(r.faculty),
    researchGroup: stated(r.research_group),
    link: stated(r.link),
    cvlac: profile('cvlac', r.cvlac),
    orcid: profile('orcid', r.orcid),
    scholar: profile('scholar', r.scholar),
  }));
}

/** Reference data, on every start: people already in the directory are left as they are. */
export async function seedDirectoryPeople(db: DbOrTx) {
  await db.insert(academicPeople).values(directoryPeople()).onConflictDoNothing({ target: academicPeople.identification });
}
