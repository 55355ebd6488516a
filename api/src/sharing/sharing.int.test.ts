import { testBackends } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, SavedGame } from '@matchdrop/shared';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

const CAPITALS = { France: 'Paris', Spain: 'Madrid' };
type Shared = { message: string; shareId: number; error?: string };
type Answered = { message: string; dictionary?: SavedGame; error?: string };

describe.each(await testBackends())('sharing saved games on %s', (kind) => {
  let api: TestApi;
  let alice: TestUser;
  let bob: TestUser;

  const newGame = async (owner: TestUser, body: Record<string, unknown> = {}): Promise<number> => {
    const res = await api.call<{ dictionary: SavedGame }>('POST', '/api/v2/dictionaries', {
      token: owner.token,
      body: { name: 'Capitals', data: CAPITALS, ...body },
    });
    expect(res.status).toBe(201);
    return res.body.dictionary.id;
  };
  const share = (sender: TestUser, body: Record<string, unknown>) => api.call<Shared>('POST', '/api/sharing/share-dictionary', { token: sender.token, body });
  const respond = (user: TestUser, shareId: number, action: string) => api.call<Answered>('POST', '/api/sharing/respond-share', { token: user.token, body: { shareId, action } });
  const notifications = async (user: TestUser): Promise<AppNotification[]> =>
    (await api.call<{ notifications: AppNotification[] }>('GET', '/api/sharing/notifications', { token: user.token })).body.notifications;
  const games = async (user: TestUser): Promise<SavedGame[]> =>
    (await api.call<{ dictionaries: SavedGame[] }>('GET', '/api/dictionaries', { token: user.token })).body.dictionaries;

  beforeAll(async () => {
    api = await startTestApi(kind);
    [alice, bob] = await api.createUsers(2);
  });
  afterAll(() => api.close());

  it('share → notification → accept → the recipient’s own copy → the sender is told', async () => {
    const gameId = await newGame(alice, { description: 'Europe', category: 'geography' });
    const shared = await share(alice, { dictionaryId: gameId, recipientUsername: bob.username.toUpperCase(), message: ' Enjoy! ' });
    expect(shared).toEqual({ status: 201, body: { message: 'Game shared successfully', shareId: expect.any(Number) } });
    const { shareId } = shared.body;

    const [received] = await notifications(bob);
    expect(received).toEqual({
      id: expect.any(Number),
      type: 'dictionary_share_received',
      title: 'New shared game',
      message: `${alice.username} shared "Capitals" with you: Enjoy!`,
      created_at: expect.any(String),
      is_read: false,
      related_id: shareId,
      share_status: 'pending',
      from_username: alice.username,
    });

    const accepted = await respond(bob, shareId, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Share accepted');
    expect(accepted.body.dictionary).toMatchObject({
      name: 'Capitals',
      description: 'Europe',
      category: 'geography',
      is_public: false,
      owner_username: bob.username,
      pair_count: 2,
      data: { France: 'Paris', Paris: 'France', Spain: 'Madrid', Madrid: 'Spain' },
    });
    expect(accepted.body.dictionary!.id).not.toBe(gameId);
    expect((await games(bob)).map((g) => g.id)).toEqual([accepted.body.dictionary!.id]);

    expect((await notifications(bob))[0]).toMatchObject({ related_id: shareId, share_status: 'accept', is_read: true });
    expect((await notifications(alice))[0]).toMatchObject({
      type: 'dictionary_share_accepted',
      related_id: shareId,
      share_status: 'accept',
      from_username: bob.username,
      message: `${bob.username} accepted "Capitals"`,
      is_read: false,
    });
    // The copy is the recipient's: the sender's changes do not reach it.
    await api.call('DELETE', `/api/v2/dictionaries/${gameId}`, { token: alice.token });
    expect((await games(bob))[0]!.name).toBe('Capitals');
  });

  it('names the copy "<name> (shared)" when the recipient already has a game of that name', async () => {
    const carol = await api.createUser();
    await newGame(carol, { name: 'Capitals' });
    const first = await share(alice, { dictionaryId: await newGame(alice), recipientUsername: carol.username });
    expect((await respond(carol, first.body.shareId, 'accept')).body.dictionary!.name).toBe('Capitals (shared)');
    const second = await share(alice, { dictionaryId: await newGame(alice), recipientUsername: carol.username });
    expect((await respond(carol, second.body.shareId, 'accept')).body.dictionary!.name).toBe('Capitals (shared 2)');
  });

  it('reject: no copy, the sender is told, the share is closed', async () => {
    const dave = await api.createUser();
    const { body } = await share(alice, { dictionaryId: await newGame(alice), recipientUsername: dave.username });
    expect(await respond(dave, body.shareId, 'reject')).toEqual({ status: 200, body: { message: 'Share rejected' } });
    expect(await games(dave)).toEqual([]);
    expect((await notifications(dave))[0]).toMatchObject({ share_status: 'reject' });
    expect((await notifications(alice))[0]).toMatchObject({
      type: 'dictionary_share_rejected',
      related_id: body.shareId,
      from_username: dave.username,
      message: `${dave.username} declined "Capitals"`,
    });
  });

  it('answers a share only once, and only by its recipient', async () => {
    const erin = await api.createUser();
    const { body } = await share(alice, { dictionaryId: await newGame(alice), recipientUsername: erin.username });
    const notFound = { status: 404, body: { error: 'Share not found', code: 'share_not_found' } };
    expect(await respond(alice, body.shareId, 'accept')).toEqual(notFound);
    expect(await respond(bob, body.shareId, 'reject')).toEqual(notFound);
    expect(await respond(erin, 999_999, 'accept')).toEqual(notFound);
    expect((await respond(erin, body.shareId, 'accept')).status).toBe(200);
    const again = { status: 409, body: { error: 'This share has already been answered', code: 'share_already_answered' } };
    expect(await respond(erin, body.shareId, 'accept')).toEqual(again);
    expect(await respond(erin, body.shareId, 'reject')).toEqual(again);
    expect(await games(erin)).toHaveLength(1);
  });

  it('shares only the sender’s own private games, with an existing other user', async () => {
    const privateId = await newGame(alice);
    const publicId = await newGame(alice, { is_public: true });
    const bobsId = await newGame(bob);
    const bobsPublicId = await newGame(bob, { is_public: true });
    const refused = async (body: Record<string, unknown>) => {
      const res = await share(alice, body);
      return [res.status, res.body.error];
    };
    expect(await refused({ dictionaryId: publicId, recipientUsername: bob.username })).toEqual([400, 'Public games cannot be shared']);
    expect(await refused({ dictionaryId: bobsId, recipientUsername: bob.username })).toEqual([404, 'Game not found']);
    expect(await refused({ dictionaryId: bobsPublicId, recipientUsername: bob.username })).toEqual([404, 'Game not found']);
    expect(await refused({ dictionaryId: privateId, recipientUsername: alice.username })).toEqual([400, 'You cannot share a game with yourself']);
    expect(await refused({ dictionaryId: privateId, recipientUsername: 'nobody_here' })).toEqual([404, 'User not found']);
    expect(await refused({ dictionaryId: privateId, recipientUsername: '  ' })).toEqual([400, 'Please enter a username']);
    expect(await refused({ dictionaryId: privateId })).toEqual([400, 'Please enter a username']);
    expect(await refused({ dictionaryId: 'abc', recipientUsername: bob.username })).toEqual([400, 'Invalid game id']);
  });

  it('refuses a second pending share of the same game to the same user (409), allows it once answered', async () => {
    const frank = await api.createUser();
    const gameId = await newGame(alice);
    const first = await share(alice, { dictionaryId: gameId, recipientUsername: frank.username });
    const duplicate = await share(alice, { dictionaryId: gameId, recipientUsername: frank.username });
    expect(duplicate).toEqual({
      status: 409,
      body: {
        error: `You have already shared "Capitals" with ${frank.username}; they have not answered yet`,
        code: 'share_already_pending',
        gameName: 'Capitals',
        username: frank.username,
      },
    });
    await respond(frank, first.body.shareId, 'reject');
    expect((await share(alice, { dictionaryId: gameId, recipientUsername: frank.username })).status).toBe(201);
  });

  it('lets only one of simultaneous identical shares, and one of simultaneous answers, through', async () => {
    const hank = await api.createUser();
    const gameId = await newGame(alice);
    const shares = await Promise.all(Array.from({ length: 4 }, () => share(alice, { dictionaryId: gameId, recipientUsername: hank.username })));
    expect(shares.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const { shareId } = shares.find((r) => r.status === 201)!.body;
    const answers = await Promise.all(Array.from({ length: 3 }, () => respond(hank, shareId, 'accept')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await games(hank)).toHaveLength(1);
    expect((await notifications(alice)).filter((n) => n.related_id === shareId)).toHaveLength(1);
  });

  it('shares through POST /api/v2/dictionaries/{id}/share with the same rules', async () => {
    const gina = await api.createUser();
    const gameId = await newGame(alice);
    const path = `/api/v2/dictionaries/${gameId}/share`;
    const res = await api.call<Shared>('POST', path, { token: alice.token, body: { recipientUsername: gina.username, message: '' } });
    expect(res).toEqual({ status: 201, body: { message: 'Game shared successfully', shareId: expect.any(Number) } });
    expect((await notifications(gina))[0]!.message).toBe(`${alice.username} shared "Capitals" with you`);
    const self = await api.call<Shared>('POST', path, { token: alice.token, body: { recipientUsername: alice.username } });
    expect(self).toEqual({ status: 400, body: { error: 'You cannot share a game with yourself', code: 'cannot_share_with_self' } });
    expect((await api.call('POST', path, { token: bob.token, body: { recipientUsername: gina.username } })).status).toBe(404);
  });

  it('keeps suspended users from sharing and accepting (403), but lets them decline', async () => {
    const suspended = await api.createUser({ is_suspended: true, suspension_reason: 'Spam' });
    const expected = { status: 403, body: { error: 'Your account is suspended: Spam', code: 'account_suspended', suspended: true, suspensionReason: 'Spam' } };
    expect(await share(suspended, { dictionaryId: 1, recipientUsername: bob.username })).toEqual(expected);
    const first = await share(alice, { dictionaryId: await newGame(alice), recipientUsername: suspended.username });
    expect(await respond(suspended, first.body.shareId, 'accept')).toEqual(expected);
    expect(await respond(suspended, first.body.shareId, 'reject')).toEqual({ status: 200, body: { message: 'Share rejected' } });
  });

  it('requires a login and a well-formed answer', async () => {
    expect((await api.call('POST', '/api/sharing/share-dictionary', { body: { dictionaryId: 1, recipientUsername: 'x' } })).status).toBe(401);
    expect((await api.call('POST', '/api/sharing/respond-share', { body: { shareId: 1, action: 'accept' } })).status).toBe(401);
    expect(await respond(bob, 1, 'maybe')).toEqual({ status: 400, body: { error: "action must be 'accept' or 'reject'", code: 'invalid_input', field: 'action' } });
    expect(await respond(bob, 0, 'accept')).toEqual({ status: 400, body: { error: 'Invalid share id', code: 'invalid_input', field: 'shareId' } });
  });
});
