import { defineGame } from '../define-game.js';

/**
 * Event ↔ year or date. Two events of 1917 carry full dates (New Style, i.e. Gregorian)
 * so that no date text is shared.
 */
export const russianHistory = defineGame({
  id: 'russian-history',
  name: 'Russian History',
  description: 'Match key events of Russian history with their year or date',
  icon: '🏰',
  pairs: [
    ['Rurik begins to rule in Novgorod (traditional date)', '862'],
    ['Baptism of Kievan Rus’ under Vladimir the Great', '988'],
    ['First mention of Moscow in the chronicles', '1147'],
    ['Mongols sack Kiev', '1240'],
    ['Alexander Nevsky wins the Battle on the Ice', '1242'],
    ['Battle of Kulikovo', '1380'],
    ['Great Stand on the Ugra River ends the Tatar yoke', '1480'],
    ['Ivan IV crowned the first Tsar of All Russia', '1547'],
    ['Michael Romanov elected tsar, founding the Romanov dynasty', '1613'],
    ['Peter the Great founds Saint Petersburg', '1703'],
    ['Battle of Poltava', '1709'],
    ['Peter the Great proclaimed Emperor of All Russia', '1721'],
    ['Catherine the Great takes the throne', '1762'],
    ['Battle of Borodino during Napoleon’s invasion', '1812'],
    ['Decembrist revolt', '1825'],
    ['Emancipation of the serfs', '1861'],
    ['Alaska sold to the United States', '1867'],
    ['Bloody Sunday in Saint Petersburg', '1905'],
    ['Nicholas II abdicates', '15 March 1917'],
    ['Bolsheviks seize power in the October Revolution', '7 November 1917'],
    ['Romanov family executed in Yekaterinburg', '17 July 1918'],
    ['Soviet Union formed', '30 December 1922'],
    ['Germany invades the Soviet Union', '22 June 1941'],
    ['Battle of Stalingrad ends', '2 February 1943'],
    ['Death of Joseph Stalin', '5 March 1953'],
    ['Sputnik 1, the first artificial satellite, launched', '4 October 1957'],
    ['Yuri Gagarin becomes the first human in space', '12 April 1961'],
    ['Chernobyl nuclear disaster', '26 April 1986'],
    ['Soviet Union formally dissolved', '26 December 1991'],
    ['Current Constitution of Russia adopted', '12 December 1993'],
  ],
});
