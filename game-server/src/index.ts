export { createGameServer, matchmakingMiddleware, startGameServer, stopGameServer, type GameServerOptions, type NodeMiddleware } from './game-server.js';
export { redisScaling, watchRedis } from './redis.js';
export { defineRooms } from './rooms.js';
export type { Server as GameServer } from '@colyseus/core';
export { LOGIN_REQUIRED, type AuthenticatedPlayer, type PlayerAuthenticator } from './competitive/auth.js';
export type { CompetitiveDeps } from './competitive/deps.js';
export { competitiveRoomsGateway, type CompetitiveRoomsGateway } from './competitive/rooms-gateway.js';
export { disconnectUser } from './competitive/disconnect.js';
