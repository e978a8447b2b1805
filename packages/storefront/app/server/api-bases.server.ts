/** Where the storefront's server finds commerce-api and the content service. */
export function apiBases(): { apiBase: string; cmsBase: string } {
  const apiBase = process.env.API_BASE_URL ?? 'http://localhost:4000';
  return { apiBase, cmsBase: process.env.CMS_BASE_URL ?? apiBase };
}
