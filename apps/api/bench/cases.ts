import type { TestApp } from '../test/helpers';
import { bearer } from '../test/helpers';

/** Further benchmark cases of the feature modules (list, search and selection endpoints). */
export function benchCases(t: TestApp, adminToken: string) {
  const get = (url: string) => () => t.app.inject({ url, headers: bearer(adminToken) });
  return [
    { name: 'GET /api/dashboard', runs: 100, request: get('/api/dashboard') },
    { name: 'GET /api/users/users (page of 10)', runs: 100, request: get('/api/users/users?per_page=10') },
    { name: 'GET /api/cities?q=san (1,123 DIVIPOLA rows)', runs: 50, request: get('/api/cities?q=san&page=2&per_page=10') },
    { name: 'GET /api/cities?sort=-name&page=50', runs: 50, request: get('/api/cities?sort=-name&page=50&per_page=20') },
    { name: 'GET /api/selsectionals (nested tree, one query)', runs: 50, request: get('/api/selsectionals') },
    { name: 'GET /api/siiicca/export_investigation_lines (xlsx)', runs: 20, request: get('/api/siiicca/export_investigation_lines') },
  ];
}
