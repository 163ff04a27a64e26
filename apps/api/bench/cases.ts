/** Further benchmark cases of the feature modules (list, search and selection endpoints), as an administrator. */
export const benchCases = () => [
  { name: 'GET /api/dashboard', runs: 100, path: '/api/dashboard' },
  { name: 'GET /api/users/users (page of 10)', runs: 100, path: '/api/users/users?per_page=10' },
  { name: 'GET /api/cities?q=san (1,123 DIVIPOLA rows)', runs: 50, path: '/api/cities?q=san&page=2&per_page=10' },
  { name: 'GET /api/cities?sort=-name&page=50', runs: 50, path: '/api/cities?sort=-name&page=50&per_page=20' },
  { name: 'GET /api/selsectionals (nested tree, one query)', runs: 50, path: '/api/selsectionals' },
  { name: 'GET /api/siiicca/export_investigation_lines (xlsx)', runs: 20, path: '/api/siiicca/export_investigation_lines' },
];
