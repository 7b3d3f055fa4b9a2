// Money and units as an Italian shopper reads them.
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

export function formatPrice(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : euro.format(amount);
}

/** Unit names are truncated to 4 characters on display; pieces default to 'pz' (spec §9). */
export function unitLabel(unit: string | null | undefined): string {
  return (unit || 'pz').slice(0, 4);
}

/** Product pictures: our backend answers paths that the storefront proxies; other servers may answer absolute URLs. */
export function pictureUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url;
}
