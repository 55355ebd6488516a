import { countPairs, PAIR_COUNT_SELECT_MS, PAIR_SLIDER_MIN, TOPIC_SAMPLE_PAIRS, TOPIC_VOTE_MS, uniquePairs } from '@matchdrop/shared';
import type { TopicPreview, VoteCounts } from '@matchdrop/shared';
import { broadcast, cancel, refuse, schedule } from '../context.js';
import type { Ctx } from '../context.js';
import { pairCountRange } from '../pair-count-range.js';
import { findPlayer } from '../room.js';
import type { Proposal, RoomGame } from '../types.js';

/** What the vote shows of a game: its name, size and at most 3 sample pairs, never the whole game. */
function topicPreview(game: RoomGame): TopicPreview {
  return { topicName: game.name, pairTotal: countPairs(game.data), samplePairs: uniquePairs(game.data).slice(0, TOPIC_SAMPLE_PAIRS) };
}

/**
 * Topic voting: one proposal at a time. The proposer's approval counts; one rejection ends the proposal
 * (naming who declined); after 15 s everyone who has not voted approves; when every player in the room has
 * approved, the topic and dictionary change and the proposer becomes host, who then chooses the pair count.
 */

function counts(ctx: Ctx, proposal: Proposal): VoteCounts {
  return {
    totalPlayers: ctx.state.players.length,
    approvals: proposal.votes.filter((v) => v.vote === 'approve').length,
    rejections: proposal.votes.filter((v) => v.vote === 'reject').length,
  };
}

function activeProposal(ctx: Ctx): Proposal | null {
  return ctx.state.phase === 'topic_selection' ? ctx.state.proposal : null;
}

export function proposeTopic(ctx: Ctx, userId: string, game: RoomGame): void {
  const { state, now } = ctx;
  const player = findPlayer(state, userId);
  if (state.phase !== 'topic_selection' || !player) return;
  if (state.proposal) return refuse(ctx, userId, 'proposal_pending');
  if (typeof game.name !== 'string' || game.name.trim() === '') return refuse(ctx, userId, 'topic_required');
  if (pairCountRange(game.data).max < PAIR_SLIDER_MIN) return refuse(ctx, userId, 'game_too_small');
  const proposal: Proposal = {
    proposerId: userId,
    proposerName: player.username,
    game: { ...game, name: game.name.trim(), data: { ...game.data } },
    votes: [{ userId, vote: 'approve' }],
  };
  state.proposal = proposal;
  const voteEndsAt = now + TOPIC_VOTE_MS;
  schedule(ctx, 'topic_vote', voteEndsAt);
  broadcast(ctx, 'topic_proposed', {
    proposerId: userId,
    proposerName: player.username,
    ...topicPreview(proposal.game),
    voteEndsAt,
    ...counts(ctx, proposal),
  });
  approveIfUnanimous(ctx);
}

export function vote(ctx: Ctx, userId: string, choice: 'approve' | 'reject'): void {
  const proposal = activeProposal(ctx);
  const player = findPlayer(ctx.state, userId);
  if (!proposal || !player || proposal.votes.some((v) => v.userId === userId)) return;
  proposal.votes.push({ userId, vote: choice });
  if (choice === 'approve') {
    broadcast(ctx, 'topic_approval', { userId, username: player.username, auto: false, ...counts(ctx, proposal) });
    approveIfUnanimous(ctx);
    return;
  }
  broadcast(ctx, 'topic_rejection', {
    userId,
    username: player.username,
    proposerId: proposal.proposerId,
    topicName: proposal.game.name,
    ...counts(ctx, proposal),
  });
  ctx.state.proposal = null;
  cancel(ctx, 'topic_vote');
}

export function onTopicVoteTimer(ctx: Ctx): void {
  const proposal = activeProposal(ctx);
  if (!proposal) return;
  for (const player of ctx.state.players) {
    if (proposal.votes.some((v) => v.userId === player.userId)) continue;
    proposal.votes.push({ userId: player.userId, vote: 'approve' });
    broadcast(ctx, 'topic_approval', { userId: player.userId, username: player.username, auto: true, ...counts(ctx, proposal) });
  }
  approveIfUnanimous(ctx);
}

/** After a player left the room: their vote no longer counts, and the proposer's departure cancels the proposal. */
export function votingAfterLeave(ctx: Ctx, userId: string): void {
  const proposal = activeProposal(ctx);
  if (!proposal) return;
  if (proposal.proposerId === userId) {
    ctx.state.proposal = null;
    cancel(ctx, 'topic_vote');
    broadcast(ctx, 'proposal_cancelled', { proposerId: userId, topicName: proposal.game.name, reason: 'proposer_left' });
    return;
  }
  proposal.votes = proposal.votes.filter((v) => v.userId !== userId);
  approveIfUnanimous(ctx);
}

function approveIfUnanimous(ctx: Ctx): void {
  const { state, now } = ctx;
  const proposal = activeProposal(ctx);
  if (!proposal) return;
  const approved = (id: string): boolean => proposal.votes.some((v) => v.userId === id && v.vote === 'approve');
  if (!state.players.every((p) => approved(p.userId))) return;

  cancel(ctx, 'topic_vote');
  state.proposal = null;
  state.game = proposal.game; // rounds now count for this game
  state.hostUserId = proposal.proposerId;
  state.phase = 'pair_count_selection';
  const selectEndsAt = now + PAIR_COUNT_SELECT_MS;
  schedule(ctx, 'pair_count', selectEndsAt);
  const range = pairCountRange(proposal.game.data);
  broadcast(ctx, 'topic_approved', {
    ...topicPreview(proposal.game),
    newHostId: proposal.proposerId,
    pairCountMin: range.min,
    pairCountMax: range.max,
    previousPairCount: state.pairCount,
    selectEndsAt,
  });
}
