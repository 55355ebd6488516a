// Addresses opened in a fresh context, in Chromium, logged out and logged in: the library with its search, a game,
// a game's page and competition show at once; another user's private game, the admin pages and an unknown path say
// plainly what they are, and never show what is not the user's; the owner sees their private game there.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerAccount } from '../testing/accounts.ts';
import { heading, path, useAddressTest } from '../testing/navigation.ts';

const { app, suffix, game: GAME, openAt } = useAddressTest();

describe('addresses opened in a fresh context', () => {
  let alice: { id: number; username: string; token: string };
  let bob: { id: number; username: string; token: string };
  let bobsPrivateGame: number | undefined;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([registerAccount(app.product, `deep_alice_${suffix}`), registerAccount(app.product, `deep_bob_${suffix}`)]);
  });

  it.each(['logged out', 'logged in'])('opens the library, a game, a game page and competition in a fresh context, %s', async (who) => {
    const token = who === 'logged in' ? alice.token : undefined;
    const library = await openAt('/library?q=zebra&sort=newest', token);
    await heading(library, 'Public games').waitFor();
    expect(await library.getByLabel('Search by name').inputValue()).toBe('zebra');
    expect(await library.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe('newest');
    await library.context().close();

    const game = await openAt(`/play/builtin/${GAME.id}?pairs=3`, token);
    await game.getByTestId('game-area').waitFor();
    expect(await game.title()).toBe(`${GAME.name} — MatchDrop`);
    await game.context().close();

    const builtin = await openAt(`/builtin/${GAME.id}`, token);
    await builtin.getByTestId('game-page').getByRole('heading', { name: GAME.name }).waitFor();
    await builtin.context().close();

    const competition = await openAt('/competition', token);
    await (token ? competition.getByRole('button', { name: /^Create Room/ }) : competition.getByText('Please log in to play competitive mode')).waitFor();
    await competition.context().close();
  });

  it.each(['logged out', 'logged in'])('says plainly what is not there or not the user’s, in a fresh context, %s', async (who) => {
    if (bobsPrivateGame === undefined) {
      const saved = await apiCall<{ dictionary: { id: number } }>(
        app.product,
        'POST',
        '/api/v2/dictionaries',
        { name: `Bob secret ${suffix}`, data: { a: 'b', c: 'd', e: 'f' } },
        bob.token,
      );
      bobsPrivateGame = saved.dictionary.id;
    }
    const token = who === 'logged in' ? alice.token : undefined;
    // Another user's private game: said plainly, and nothing of it shown.
    for (const address of [`/games/${bobsPrivateGame}`, `/play/game/${bobsPrivateGame}`]) {
      const hidden = await openAt(address, token);
      await hidden.getByTestId('game-unavailable').waitFor();
      expect(await hidden.getByTestId('game-unavailable').textContent()).toContain('private or does not exist');
      expect(await hidden.getByText(`Bob secret ${suffix}`).count()).toBe(0);
      await hidden.context().close();
    }

    const admin = await openAt('/admin/users', token);
    if (token) await admin.getByRole('heading', { name: 'You may not see this page' }).waitFor();
    else await admin.getByTestId('login-required').waitFor();
    await admin.context().close();

    const nowhere = await openAt('/no/such/page', token);
    await nowhere.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await nowhere.title()).toBe('Page not found — MatchDrop');
    await nowhere.getByRole('link', { name: 'Go to the games' }).click();
    await nowhere.getByRole('list', { name: 'Topics' }).waitFor();
    expect(path(nowhere)).toBe('/');
  });

  it('shows the owner their private game at the same address', async () => {
    const own = await openAt(`/games/${bobsPrivateGame}`, bob.token);
    await own
      .getByTestId('game-page')
      .getByRole('heading', { name: `Bob secret ${suffix}` })
      .waitFor();
    expect(await own.title()).toBe(`Bob secret ${suffix} — MatchDrop`);
  });
});
