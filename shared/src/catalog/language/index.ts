export { chineseCharactersBeginner, chineseCharactersIntermediate, chineseCharactersAdvanced } from './chinese-characters.js';
export { englishRussian } from './english-russian.js';
export { numbers } from './numbers.js';
