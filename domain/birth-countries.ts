// Countries of birth accepted at registration besides Italy, by ISO 3166 alpha-2 code (the wire
// value of register_user's birthCountry), with the Italian name and, when it differs, the name the
// Agenzia delle Entrate list uses: the fiscal code of someone born abroad is computed from the
// country, so the backend needs this mapping to check the code server-side. Pure data, no I/O.
// The storefront's registration form offers the same list (app/lib/places.ts holds a copy today).

export type BirthCountry = { code: string; name: string; agenzia?: string };

export const ITALY = 'IT';

export const BIRTH_COUNTRIES: ReadonlyArray<BirthCountry> = [
  { code: 'AF', name: 'Afghanistan' },
  { code: 'AL', name: 'Albania' },
  { code: 'DZ', name: 'Algeria' },
  { code: 'AR', name: 'Argentina' },
  { code: 'AT', name: 'Austria' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'BE', name: 'Belgio' },
  { code: 'BY', name: 'Bielorussia' },
  { code: 'BA', name: 'Bosnia ed Erzegovina' },
  { code: 'BR', name: 'Brasile' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'CM', name: 'Camerun' },
  { code: 'CA', name: 'Canada' },
  { code: 'CL', name: 'Cile' },
  { code: 'CN', name: 'Cina', agenzia: 'CINA REPUBBLICA POPOLARE' },
  { code: 'VA', name: 'Città del Vaticano', agenzia: "CITTA' DEL VATICANO" },
  { code: 'CO', name: 'Colombia' },
  { code: 'CI', name: "Costa d'Avorio" },
  { code: 'HR', name: 'Croazia' },
  { code: 'CU', name: 'Cuba' },
  { code: 'DK', name: 'Danimarca' },
  { code: 'EC', name: 'Ecuador' },
  { code: 'EG', name: 'Egitto' },
  { code: 'SV', name: 'El Salvador' },
  { code: 'ER', name: 'Eritrea' },
  { code: 'EE', name: 'Estonia' },
  { code: 'ET', name: 'Etiopia' },
  { code: 'PH', name: 'Filippine' },
  { code: 'FI', name: 'Finlandia' },
  { code: 'FR', name: 'Francia' },
  { code: 'GE', name: 'Georgia' },
  { code: 'DE', name: 'Germania' },
  { code: 'GH', name: 'Ghana' },
  { code: 'JP', name: 'Giappone' },
  { code: 'GR', name: 'Grecia' },
  { code: 'IN', name: 'India' },
  { code: 'ID', name: 'Indonesia' },
  { code: 'IR', name: 'Iran' },
  { code: 'IE', name: 'Irlanda' },
  { code: 'IL', name: 'Israele' },
  { code: 'XK', name: 'Kosovo' },
  { code: 'LV', name: 'Lettonia' },
  { code: 'LB', name: 'Libano' },
  { code: 'LY', name: 'Libia' },
  { code: 'LT', name: 'Lituania' },
  { code: 'LU', name: 'Lussemburgo' },
  { code: 'MK', name: 'Macedonia del Nord' },
  { code: 'MT', name: 'Malta' },
  { code: 'MA', name: 'Marocco' },
  { code: 'MX', name: 'Messico' },
  { code: 'MD', name: 'Moldavia' },
  { code: 'MC', name: 'Monaco' },
  { code: 'ME', name: 'Montenegro' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'NO', name: 'Norvegia' },
  { code: 'NL', name: 'Paesi Bassi' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'PE', name: 'Perù', agenzia: "PERU'" },
  { code: 'PL', name: 'Polonia' },
  { code: 'PT', name: 'Portogallo' },
  { code: 'GB', name: 'Regno Unito' },
  { code: 'CZ', name: 'Repubblica Ceca' },
  { code: 'DO', name: 'Repubblica Dominicana' },
  { code: 'RO', name: 'Romania' },
  { code: 'RU', name: 'Russia', agenzia: 'FEDERAZIONE RUSSA' },
  { code: 'SM', name: 'San Marino' },
  { code: 'SN', name: 'Senegal' },
  { code: 'RS', name: 'Serbia' },
  { code: 'SK', name: 'Slovacchia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'ES', name: 'Spagna' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'US', name: "Stati Uniti d'America" },
  { code: 'ZA', name: 'Sudafrica', agenzia: 'SUDAFRICANA REPUBBLICA' },
  { code: 'SE', name: 'Svezia' },
  { code: 'CH', name: 'Svizzera' },
  { code: 'TN', name: 'Tunisia' },
  { code: 'TR', name: 'Turchia' },
  { code: 'UA', name: 'Ucraina' },
  { code: 'HU', name: 'Ungheria' },
  { code: 'UY', name: 'Uruguay' },
  { code: 'VE', name: 'Venezuela' },
  { code: 'VN', name: 'Vietnam' },
];

const byCode = new Map(BIRTH_COUNTRIES.map((c) => [c.code, c]));

export const isBirthCountry = (code: string): boolean => byCode.has(code);

/** The country's name as the Agenzia delle Entrate lists it, or null for a code not in the list. */
export function agenziaCountryName(code: string): string | null {
  const country = byCode.get(code);
  return country ? (country.agenzia ?? country.name) : null;
}
