import { continents, countries as allCountries, type TContinentCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';

/**
 * Countries from the `countries-list` package (MIT, data shipped in the package, no network).
 * The package also lists territories (Guernsey, Aruba, Hong Kong…) under their own ISO codes; a quiz
 * of "countries" means the 193 UN member states, so everything else is left out here.
 */
const NOT_UN_MEMBERS = new Set([
  'AC', 'AI', 'AQ', 'AS', 'AW', 'AX', 'BL', 'BM', 'BQ', 'BV', 'CC', 'CK', 'CW', 'CX', 'EH', 'FK', 'FO', 'GF', 'GG', 'GI',
  'GL', 'GP', 'GS', 'GU', 'HK', 'HM', 'IM', 'IO', 'JE', 'KY', 'MF', 'MO', 'MP', 'MQ', 'MS', 'NC', 'NF', 'NU', 'PF', 'PM',
  'PN', 'PR', 'PS', 'RE', 'SH', 'SJ', 'SX', 'TA', 'TC', 'TF', 'TK', 'TW', 'UM', 'VA', 'VG', 'VI', 'WF', 'XK', 'YT',
]);

/**
 * Countries whose capital is answered differently by different references (Bolivia: Sucre or La Paz;
 * Eswatini: Lobamba or Mbabane; Sri Lanka: Sri Jayawardenepura Kotte or Colombo; Israel: Jerusalem,
 * not recognised by most states). A matching game must have one right answer, so they sit out capital games.
 */
const CONTESTED_CAPITALS = new Set(['BO', 'SZ', 'LK', 'IL']);

export type ContinentCode = TContinentCode;

export interface Country {
  code: string;
  name: string;
  capital: string;
  continent: ContinentCode;
  /** The main currency's ISO 4217 code and English name. */
  currencyCode: string;
  currencyName: string;
}

export const CONTINENT_NAMES: Readonly<Record<ContinentCode, string>> = continents;

function toCountry(code: string): Country | undefined {
  const entry = allCountries[code as keyof typeof allCountries];
  const currencyCode = entry.currency[0];
  if (currencyCode === undefined) return undefined;
  return {
    code,
    name: entry.name,
    capital: entry.capital,
    continent: entry.continent,
    currencyCode,
    currencyName: currencies[currencyCode].name,
  };
}

/** The 193 UN member states, by English name. */
export const COUNTRIES: readonly Country[] = Object.freeze(
  Object.keys(allCountries)
    .filter((code) => !NOT_UN_MEMBERS.has(code))
    .map(toCountry)
    .filter((country): country is Country => country !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
);

/** Whether a country can be a pair of a capital game: one agreed capital, different from its own name. */
export function hasPlayableCapital(country: Country): boolean {
  return country.capital !== '' && country.capital !== country.name && !CONTESTED_CAPITALS.has(country.code);
}
