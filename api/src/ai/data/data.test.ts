import { describe, expect, it } from 'vitest';
import { COUNTRIES, hasPlayableCapital } from './countries.js';
import { ELEMENTS } from './elements.js';

const country = (name: string) => COUNTRIES.find((c) => c.name === name);

describe('country data (countries-list)', () => {
  it('holds exactly the 193 UN member states, without territories', () => {
    expect(COUNTRIES).toHaveLength(193);
    for (const territory of ['Guernsey', 'Gibraltar', 'Hong Kong', 'Puerto Rico', 'Faroe Islands', 'Antarctica']) {
      expect(country(territory)).toBeUndefined();
    }
  });

  it('knows capitals, continents and currencies', () => {
    expect(country('France')).toMatchObject({ capital: 'Paris', continent: 'EU', currencyName: 'Euro' });
    expect(country('Japan')).toMatchObject({ capital: 'Tokyo', continent: 'AS', currencyName: 'Japanese Yen', currencyCode: 'JPY' });
    expect(country('Germany')?.capital).toBe('Berlin');
    expect(country('Australia')?.capital).toBe('Canberra');
    expect(country('Canada')?.capital).toBe('Ottawa');
    expect(country('Brazil')).toMatchObject({ capital: 'Brasília', continent: 'SA', currencyCode: 'BRL' });
    expect(country('United States')?.currencyCode).toBe('USD');
    expect(country('United Kingdom')?.currencyCode).toBe('GBP');
  });

  it('keeps capitals that are contested, or equal to the country name, out of capital games', () => {
    expect(hasPlayableCapital(country('Bolivia')!)).toBe(false);
    expect(hasPlayableCapital(country('Luxembourg')!)).toBe(false);
    expect(hasPlayableCapital(country('Singapore')!)).toBe(false);
    expect(hasPlayableCapital(country('Spain')!)).toBe(true);
  });
});

describe('element data (chemical-elements)', () => {
  it('lists 118 elements in atomic-number order with their symbols', () => {
    expect(ELEMENTS).toHaveLength(118);
    expect(ELEMENTS.map((e) => e.number)).toEqual(Array.from({ length: 118 }, (_, i) => i + 1));
    expect(ELEMENTS[0]).toEqual({ number: 1, symbol: 'H', name: 'Hydrogen' });
    expect(ELEMENTS[7]).toEqual({ number: 8, symbol: 'O', name: 'Oxygen' });
    expect(ELEMENTS[25]).toEqual({ number: 26, symbol: 'Fe', name: 'Iron' });
    expect(ELEMENTS[78]).toEqual({ number: 79, symbol: 'Au', name: 'Gold' });
    expect(ELEMENTS[117]).toEqual({ number: 118, symbol: 'Og', name: 'Oganesson' });
  });
});
