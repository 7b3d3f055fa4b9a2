// Countries of birth accepted at registration besides Italy, by ISO 3166 alpha-2 code (the wire
// value of register_user's birthCountry), with the Italian name, the English one (the English shop's
// select) and, when it differs, the name the Agenzia delle Entrate list uses: the fiscal code of
// someone born abroad is computed from the country, so the backend needs this mapping to check the
// code server-side. Pure data, no I/O.
// The storefront's registration form offers the same list (app/lib/places.ts holds a copy today).

export type BirthCountry = { code: string; name: string; en: string; agenzia?: string };

export const ITALY = 'IT';

export const BIRTH_COUNTRIES: ReadonlyArray<BirthCountry> = [
  { code: 'AF', name: 'Afghanistan', en: 'Afghanistan' },
  { code: 'AL', name: 'Albania', en: 'Albania' },
  { code: 'DZ', name: 'Algeria', en: 'Algeria' },
  { code: 'AR', name: 'Argentina', en: 'Argentina' },
  { code: 'AT', name: 'Austria', en: 'Austria' },
  { code: 'BD', name: 'Bangladesh', en: 'Bangladesh' },
  { code: 'BE', name: 'Belgio', en: 'Belgium' },
  { code: 'BY', name: 'Bielorussia', en: 'Belarus' },
  { code: 'BA', name: 'Bosnia ed Erzegovina', en: 'Bosnia and Herzegovina' },
  { code: 'BR', name: 'Brasile', en: 'Brazil' },
  { code: 'BG', name: 'Bulgaria', en: 'Bulgaria' },
  { code: 'CM', name: 'Camerun', en: 'Cameroon' },
  { code: 'CA', name: 'Canada', en: 'Canada' },
  { code: 'CL', name: 'Cile', en: 'Chile' },
  { code: 'CN', name: 'Cina', en: 'China', agenzia: 'CINA REPUBBLICA POPOLARE' },
  { code: 'VA', name: 'Città del Vaticano', en: 'Vatican City', agenzia: "CITTA' DEL VATICANO" },
  { code: 'CO', name: 'Colombia', en: 'Colombia' },
  { code: 'CI', name: "Costa d'Avorio", en: "Côte d'Ivoire" },
  { code: 'HR', name: 'Croazia', en: 'Croatia' },
  { code: 'CU', name: 'Cuba', en: 'Cuba' },
  { code: 'DK', name: 'Danimarca', en: 'Denmark' },
  { code: 'EC', name: 'Ecuador', en: 'Ecuador' },
  { code: 'EG', name: 'Egitto', en: 'Egypt' },
  { code: 'SV', name: 'El Salvador', en: 'El Salvador' },
  { code: 'ER', name: 'Eritrea', en: 'Eritrea' },
  { code: 'EE', name: 'Estonia', en: 'Estonia' },
  { code: 'ET', name: 'Etiopia', en: 'Ethiopia' },
  { code: 'PH', name: 'Filippine', en: 'Philippines' },
  { code: 'FI', name: 'Finlandia', en: 'Finland' },
  { code: 'FR', name: 'Francia', en: 'France' },
  { code: 'GE', name: 'Georgia', en: 'Georgia' },
  { code: 'DE', name: 'Germania', en: 'Germany' },
  { code: 'GH', name: 'Ghana', en: 'Ghana' },
  { code: 'JP', name: 'Giappone', en: 'Japan' },
  { code: 'GR', name: 'Grecia', en: 'Greece' },
  { code: 'IN', name: 'India', en: 'India' },
  { code: 'ID', name: 'Indonesia', en: 'Indonesia' },
  { code: 'IR', name: 'Iran', en: 'Iran' },
  { code: 'IE', name: 'Irlanda', en: 'Ireland' },
  { code: 'IL', name: 'Israele', en: 'Israel' },
  { code: 'XK', name: 'Kosovo', en: 'Kosovo' },
  { code: 'LV', name: 'Lettonia', en: 'Latvia' },
  { code: 'LB', name: 'Libano', en: 'Lebanon' },
  { code: 'LY', name: 'Libia', en: 'Libya' },
  { code: 'LT', name: 'Lituania', en: 'Lithuania' },
  { code: 'LU', name: 'Lussemburgo', en: 'Luxembourg' },
  { code: 'MK', name: 'Macedonia del Nord', en: 'North Macedonia' },
  { code: 'MT', name: 'Malta', en: 'Malta' },
  { code: 'MA', name: 'Marocco', en: 'Morocco' },
  { code: 'MX', name: 'Messico', en: 'Mexico' },
  { code: 'MD', name: 'Moldavia', en: 'Moldova' },
  { code: 'MC', name: 'Monaco', en: 'Monaco' },
  { code: 'ME', name: 'Montenegro', en: 'Montenegro' },
  { code: 'NG', name: 'Nigeria', en: 'Nigeria' },
  { code: 'NO', name: 'Norvegia', en: 'Norway' },
  { code: 'NL', name: 'Paesi Bassi', en: 'Netherlands' },
  { code: 'PK', name: 'Pakistan', en: 'Pakistan' },
  { code: 'PE', name: 'Perù', en: 'Peru', agenzia: "PERU'" },
  { code: 'PL', name: 'Polonia', en: 'Poland' },
  { code: 'PT', name: 'Portogallo', en: 'Portugal' },
  { code: 'GB', name: 'Regno Unito', en: 'United Kingdom' },
  { code: 'CZ', name: 'Repubblica Ceca', en: 'Czechia' },
  { code: 'DO', name: 'Repubblica Dominicana', en: 'Dominican Republic' },
  { code: 'RO', name: 'Romania', en: 'Romania' },
  { code: 'RU', name: 'Russia', en: 'Russia', agenzia: 'FEDERAZIONE RUSSA' },
  { code: 'SM', name: 'San Marino', en: 'San Marino' },
  { code: 'SN', name: 'Senegal', en: 'Senegal' },
  { code: 'RS', name: 'Serbia', en: 'Serbia' },
  { code: 'SK', name: 'Slovacchia', en: 'Slovakia' },
  { code: 'SI', name: 'Slovenia', en: 'Slovenia' },
  { code: 'ES', name: 'Spagna', en: 'Spain' },
  { code: 'LK', name: 'Sri Lanka', en: 'Sri Lanka' },
  { code: 'US', name: "Stati Uniti d'America", en: 'United States' },
  { code: 'ZA', name: 'Sudafrica', en: 'South Africa', agenzia: 'SUDAFRICANA REPUBBLICA' },
  { code: 'SE', name: 'Svezia', en: 'Sweden' },
  { code: 'CH', name: 'Svizzera', en: 'Switzerland' },
  { code: 'TN', name: 'Tunisia', en: 'Tunisia' },
  { code: 'TR', name: 'Turchia', en: 'Türkiye' },
  { code: 'UA', name: 'Ucraina', en: 'Ukraine' },
  { code: 'HU', name: 'Ungheria', en: 'Hungary' },
  { code: 'UY', name: 'Uruguay', en: 'Uruguay' },
  { code: 'VE', name: 'Venezuela', en: 'Venezuela' },
  { code: 'VN', name: 'Vietnam', en: 'Vietnam' },
];

const byCode = new Map(BIRTH_COUNTRIES.map((c) => [c.code, c]));

export const isBirthCountry = (code: string): boolean => byCode.has(code);

/** The country's name as the Agenzia delle Entrate lists it, or null for a code not in the list. */
export function agenziaCountryName(code: string): string | null {
  const country = byCode.get(code);
  return country ? (country.agenzia ?? country.name) : null;
}
