// The researchers' API addresses, apart from their schemas (profile.ts) so that a screen that only
// calls them (the dashboard's products chart) loads no zod (issue 45).
export const RESEARCHER_API = {
  list: '/api/researchers',
  profile: (user: number | 'me') => `/api/researchers/${user}/profile`,
  productsExport: (user: number) => `/api/researchers/${user}/products/export`,
  counts: '/api/researchers/product-counts',
  countsExport: '/api/researchers/product-counts/export',
} as const;
