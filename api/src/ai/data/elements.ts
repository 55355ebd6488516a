import { elements as packageElements } from 'chemical-elements';

/**
 * The 118 chemical elements from the `chemical-elements` package (MIT, cheminfo; data shipped in the
 * package): atomic number, symbol and the IUPAC English name (aluminium, caesium, sulfur).
 */
export interface ChemicalElement {
  number: number;
  symbol: string;
  name: string;
}

export const ELEMENTS: readonly ChemicalElement[] = Object.freeze(
  packageElements
    .map(({ number, symbol, name }) => ({ number, symbol, name }))
    .sort((a, b) => a.number - b.number),
);
