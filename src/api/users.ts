import { apiRequest } from './client';

export interface CurrentUser {
  username: string;
}

export function login(username: string, password: string): Promise<{ token: string }> {
  return apiRequest('/api/users/login', { method: 'POST', body: { username, password } });
}

export function getCurrentUser(options: { skipErrorModal?: boolean; probeOnly?: boolean } = {}): Promise<CurrentUser> {
  return apiRequest('/api/users/me', options);
}
