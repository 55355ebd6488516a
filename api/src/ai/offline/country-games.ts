import { createRng, shuffle, type Pair } from '@matchdrop/shared';
import { COUNTRIES, CONTINENT_NAMES, hasPlayableCapital, type ContinentCode, type Country } from '../data/countries.js';
import { gameFromPairs } from '../game.js';
import { AI_GAME_PAIRS_MIN } from '../limits.js';
import { gameReply, textReply } from './replies.js';
import type { TopicMatch, TopicRequest } from './topic.js';
import { hasAnyPhrase, wordSet } from './words.js';

/** Games from the country data: capitals, currencies and flags, worldwide or for one continent. */

interface Region {
  phrases: readonly string[];
  adjective: string;
  continents: readonly ContinentCode[];
}

const REGIONS: readonly Region[] = [
  { phrases: ['north america', 'north american', 'central america', 'caribbean'], adjective: 'North American', continents: ['NA'] },
  { phrases: ['south america', 'south american', 'latin america', 'latin american'], adjective: 'South American', continents: ['SA'] },
  { phrases: ['europe', 'european', 'eu'], adjective: 'European', continents: ['EU'] },
  { phrases: ['asia', 'asian'], adjective: 'Asian', continents: ['AS'] },
  { phrases: ['africa', 'african'], adjective: 'African', continents: ['AF'] },
  { phrases: ['oceania', 'oceanian', 'pacific', 'australia and oceania'], adjective: 'Oceanian', continents: ['OC'] },
  { phrases: ['america', 'americas', 'american'], adjective: 'American', continents: ['NA', 'SA'] },
];

interface Kind {
  phrases: readonly string[];
  title: (adjective: string | undefined) => string;
  eligible: (country: Country) => boolean;
  pair: (country: Country) => Pair;
  /** Several countries share a currency (the euro): one of them per game keeps every answer unique. */
  oneper?: (country: Country) => string;
}

// Regional indicator letters: the emoji flag of an ISO 3166 code, computed rather than stored.
const flagOf = (code: string): string => String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

const KINDS: readonly Kind[] = [
  {
    phrases: ['capital', 'capitals', 'capital cities', 'capital city'],
    title: (adjective) => (adjective ? `${adjective} Capitals` : 'World Capitals'),
    eligible: hasPlayableCapital,
    pair: (country) => [country.name, country.capital],
  },
  {
    phrases: ['currency', 'currencies', 'money'],
    title: (adjective) => (adjective ? `${adjective} Currencies` : 'Countries and Currencies'),
    eligible: () => true,
    pair: (country) => [country.name, country.currencyName],
    oneper: (country) => country.currencyCode,
  },
  {
    phrases: ['flag', 'flags'],
    title: (adjective) => (adjective ? `${adjective} Flags` : 'Flags of the World'),
    eligible: () => true,
    pair: (country) => [flagOf(country.code), country.name],
  },
];

/** For a shared currency: the country that issues it (USD → US), else one picked by the request's seed. */
function onePerGroup(countries: readonly Country[], key: (country: Country) => string, seed: string): Country[] {
  const rng = createRng(seed);
  const groups = new Map<string, Country[]>();
  for (const country of countries) groups.set(key(country), [...(groups.get(key(country)) ?? []), country]);
  return [...groups.entries()].map(([code, members]) => {
    const issuer = members.find((country) => code.startsWith(country.code));
    return issuer ?? (shuffle(members, rng)[0] as Country);
  });
}

function build(kind: Kind, region: Region | undefined, request: TopicRequest): TopicMatch['reply'] {
  return () => {
    let pool = COUNTRIES.filter((country) => kind.eligible(country) && (!region || region.continents.includes(country.continent)));
    if (kind.oneper) pool = onePerGroup(pool, kind.oneper, request.seed);
    const { count } = request;
    if (count !== undefined && count < AI_GAME_PAIRS_MIN) return textReply(`A game needs at least ${AI_GAME_PAIRS_MIN} pairs; ask for ${AI_GAME_PAIRS_MIN} or more.`);
    const notes: string[] = [];
    if (count !== undefined && count < pool.length) {
      pool = shuffle(pool, createRng(request.seed)).slice(0, count);
    } else if (count !== undefined && count > pool.length) {
      notes.push(`There are only ${pool.length} to choose from, so you get all of them.`);
    }
    const chosen = [...pool].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    const where = region ? ` (${region.continents.map((code) => CONTINENT_NAMES[code]).join(' and ')})` : '';
    notes.push(`Countries are the 193 UN member states${where}, from the countries-list data set.`);
    return gameReply(gameFromPairs(kind.title(region?.adjective), chosen.map(kind.pair)), notes);
  };
}

/** "12 European capitals", "countries and their currencies", "flags of Africa". */
export function matchCountryGame(request: TopicRequest): TopicMatch | undefined {
  for (const kind of KINDS) {
    const kindPhrase = hasAnyPhrase(request.normalized, kind.phrases);
    if (kindPhrase === undefined) continue;
    const region = REGIONS.find((r) => hasAnyPhrase(request.normalized, r.phrases) !== undefined);
    const regionPhrase = region ? hasAnyPhrase(request.normalized, region.phrases) : undefined;
    const covered = wordSet(kindPhrase, regionPhrase ?? '', 'countries country world nations nation');
    return { label: kind.title(region?.adjective), covered, reply: build(kind, region, request) };
  }
  return undefined;
}
