/**
 * The academic system (SAC) as the product sees it: who the lecturers are, their passwords and the
 * subjects taught. The built-in implementation is a directory in the product's own database; an
 * LDAP or HTTP connector implements the same interface against the university's real system.
 */
export type AcademicAccount = {
  username: string;
  email: string;
  name: string;
  identity: string;
  /** Addresses the academic system knows for password recovery, the institutional one first. */
  recoveryEmails: string[];
};

export type AcademicSubject = { codesac: string; name: string; programSac: string };

/** What the academic system calls the person's role at the university. */
export type AcademicPersonRole = 'Docente' | 'Egresado' | 'Estudiante';

/**
 * A person as the academic system knows them (the leader and actor look-ups). Where they belong is
 * given by name, as the academic system names it; the product maps names to its catalogues. Fields
 * the system does not know are null.
 */
export type AcademicPerson = {
  typeId: string;
  identification: string;
  name: string;
  email: string | null;
  mobile: string | null;
  role: AcademicPersonRole;
  sectional: string | null;
  faculty: string | null;
  researchGroup: string | null;
  /** How the person is tied to the university: 'Tiempo Completo', 'Hora Catedra', 'Estudiante USTA'... */
  link: string | null;
  cvlac: string | null;
  orcid: string | null;
  scholar: string | null;
};

export interface AcademicConnector {
  readonly name: string;
  /** The account when `login` (user name or e-mail) and `password` match an active account, else null. */
  authenticate(login: string, password: string): Promise<AcademicAccount | null>;
  findAccount(login: string): Promise<AcademicAccount | null>;
  /** Present when the product may change passwords in the academic system. */
  changePassword?(username: string, oldPassword: string, newPassword: string): Promise<boolean>;
  /** Present when the product may set a forgotten academic password (recovery: no old password). */
  resetPassword?(username: string, newPassword: string): Promise<boolean>;
  /** Where a user changes an academic password when the product cannot. */
  readonly passwordHelpUrl?: string;
  listSubjects(): Promise<AcademicSubject[]>;
  /** The person with this identification number (any case), or null when the system does not know them. */
  findPerson(identification: string): Promise<AcademicPerson | null>;
}
