import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TeamIdentity, TeamNameKey } from '@matchdrop/shared';

/** R-TEAM-2: the fixed team names, worded in the page's language (the server sends only the key). */
const TEAM_NAMES: Record<TeamNameKey, MessageDescriptor> = {
  otters: msg`Otters`,
  foxes: msg`Foxes`,
  owls: msg`Owls`,
  dolphins: msg`Dolphins`,
  tigers: msg`Tigers`,
  pandas: msg`Pandas`,
  eagles: msg`Eagles`,
  koalas: msg`Koalas`,
  wolves: msg`Wolves`,
  penguins: msg`Penguins`,
  frogs: msg`Frogs`,
  bees: msg`Bees`,
};

/** "Otters", or "Otters 2" for a name's second use; `translate` is Lingui's `t` of the page's language. */
export function teamName(team: Pick<TeamIdentity, 'key' | 'number'>, translate: (descriptor: MessageDescriptor) => string): string {
  const name = translate(TEAM_NAMES[team.key]);
  return team.number > 1 ? `${name} ${team.number}` : name;
}
