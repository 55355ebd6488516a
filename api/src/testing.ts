// The test support of this workspace's and the server's tests (import '@matchdrop/api/testing'): the
// one API harness, the one JSON client, the one way to make a user, and the real peers (SMTP, a fake
// OpenAI-compatible endpoint) the API talks to.
export { captureLogger, type CapturedLogger } from './testing/logger.js';
export { serve, type Served } from './testing/serve.js';
export { jsonClient, type Answer, type CallOptions, type Json, type JsonClient } from './testing/json-client.js';
export { movableClock, type MovableClock } from './testing/clock.js';
export { pairsOfItems, playJudged, recordOf, type JudgedPlayOptions } from './testing/judged-play.js';
export { createTestUser, freshAccount, registerAccount, type TestUser, type TestUserOverrides } from './testing/users.js';
export { startTestApi, useTestApi, testConfig, TEST_JWT_SECRET, type TestApi, type TestApiOptions } from './testing/test-api.js';
export { linkIn, startMailbox, type Mailbox, type ReceivedMail } from './testing/mailbox.js';
export { fuzzRoutes, type FuzzOptions } from './testing/fuzz.js';
export { everyFormat } from './media/test-pictures.js';
export { listRoutes, type ListedRoute } from './testing/routes.js';
export { gameAnswer, startFakeOpenAi, type FakeOpenAi } from './testing/fake-openai.js';
export { everyAdminRoute, logIn, saveGame } from './testing/admin.js';
export { photoLikeJpeg, uploadPicture } from './testing/photos.js';
