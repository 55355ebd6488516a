import type { Locale } from '@matchdrop/shared';
import { apiRequest } from './http';
import type { LoginAnswer, MessageQuota, RegisterAnswer, SessionAnswer, SuspensionConversation, SuspensionMessage, User } from './types';

/** The auth calls (R-API-1). */

export function loginRequest(username: string, password: string): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('POST', '/api/auth/login', { username, password });
}

/** `locale`: the interface's language at registration, the account's first language. */
export function registerRequest(form: { username: string; email: string; password: string; locale?: Locale }): Promise<RegisterAnswer> {
  return apiRequest<RegisterAnswer>('POST', '/api/auth/register', form);
}

export async function fetchProfile(): Promise<User> {
  return (await apiRequest<{ user: User }>('GET', '/api/auth/profile')).user;
}

export function verifyEmailRequest(userId: number, code: string): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('POST', '/api/auth/verify-email', { userId, code });
}

export function resendVerificationRequest(userId: number): Promise<{ message?: string }> {
  return apiRequest('POST', '/api/auth/resend-verification', { userId });
}

/** The answer's `userId` identifies the reset request; reset-password sends it back. */
export function forgotPasswordRequest(email: string): Promise<{ userId: string | number; message?: string }> {
  return apiRequest('POST', '/api/auth/forgot-password', { email });
}

export function resetPasswordRequest(userId: string | number, code: string, newPassword: string): Promise<{ message?: string }> {
  return apiRequest('POST', '/api/auth/reset-password', { userId, code, newPassword });
}

export function fetchSuspensionMessages(): Promise<SuspensionConversation> {
  return apiRequest<SuspensionConversation>('GET', '/api/auth/suspension/messages');
}

export function sendSuspensionMessage(message: string): Promise<MessageQuota & { message?: SuspensionMessage }> {
  return apiRequest('POST', '/api/auth/suspension/messages', { message });
}
