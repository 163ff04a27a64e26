import type { TConfig } from '../../config';
import type { Db } from '../../db/client';
import { createDirectoryConnector } from './directory';
import { DIRECTORY_SUBJECTS } from './directory-subjects';
import { createHttpAcademicConnector } from './http/http-connector';
import { createLdapConnector } from './ldap/ldap-connector';
import type { AcademicConnector } from './types';

/**
 * The academic connector ACADEMIC_CONNECTOR names. 'directory' (default) is the built-in directory
 * of the embedded demo. An LDAP directory holds accounts and people but not subjects: those come
 * from the HTTP academic system when ACADEMIC_HTTP_URL is set, else from the built-in list.
 */
export function createAcademicConnector(config: TConfig, db: Db): AcademicConnector {
  switch (config.ACADEMIC_CONNECTOR) {
    case 'directory':
      return createDirectoryConnector(db);
    case 'http':
      return createHttpAcademicConnector(config);
    case 'ldap': {
      const http = config.ACADEMIC_HTTP_URL ? createHttpAcademicConnector(config) : null;
      return createLdapConnector(config, { listSubjects: async () => (http ? http.listSubjects() : DIRECTORY_SUBJECTS) });
    }
  }
}

export type { AcademicConnector } from './types';
