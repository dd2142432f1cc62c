/**
 * A page's start with a stored session (spec §4 start): only the server's refusal of the token
 * signs the person out. A busy server or a page left mid-answer keeps the session and the user
 * as last loaded (the door's scanner was signed out by a start that lost its answer).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@tickera/shared/constants';

const USER = {
  id: '00000000-0000-4000-8000-000000000007',
  email: 'chequeo@tickera.test',
  role: 'chekiner',
};
const b64 = (o: object) =>
  btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = `${b64({ alg: 'HS256' })}.${b64({ sub: USER.id, exp: Math.floor(Date.now() / 1000) + 600 })}.firma`;
const SESSION = {
  accessToken: token,
  refreshToken: 'r1',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
};

let store: Map<string, string>;
beforeEach(() => {
  vi.resetModules();
  store = new Map([
    [STORAGE_KEYS.authToken, JSON.stringify(SESSION)],
    ['auth_user', JSON.stringify(USER)],
  ]);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

async function start(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const { restoreStoredSession } = await import('./session-bootstrap');
  const { getAuthState } = await import('../../lib/session');
  await restoreStoredSession();
  return getAuthState();
}

const json = (status: number, body: object) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('[SESSION] a start with a stored session', () => {
  it('keeps the session and the last user when the server is busy (503)', async () => {
    const state = await start(() => json(503, { error: { code: 'UNAVAILABLE', message: 'x' } }));
    expect(state.session?.accessToken).toBe(token);
    expect(state.user?.id).toBe(USER.id);
    expect(store.has(STORAGE_KEYS.authToken)).toBe(true);
  });

  it('keeps them when the answer’s body never arrives (the page is being left)', async () => {
    const state = await start(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        text: () => Promise.reject(new TypeError('network error')),
      } as unknown as Response),
    );
    expect(state.session?.accessToken).toBe(token);
    expect(state.user?.id).toBe(USER.id);
  });

  it('signs out when the server refuses the token and its refresh (401)', async () => {
    const state = await start(() => json(401, { error: { code: 'UNAUTHORIZED', message: 'no' } }));
    expect(state.session).toBeNull();
    expect(store.has(STORAGE_KEYS.authToken)).toBe(false);
  });
});

describe('[SESSION] a start with nothing stored', () => {
  it('tells no reader of a change: the first page is not rendered twice for the same state', async () => {
    store.clear();
    const { restoreStoredSession } = await import('./session-bootstrap');
    const { getAuthState, subscribeAuth } = await import('../../lib/session');
    const before = getAuthState();
    const heard = vi.fn();
    subscribeAuth(heard);
    await restoreStoredSession();
    expect(heard).not.toHaveBeenCalled();
    expect(getAuthState()).toBe(before);
    expect(before).toMatchObject({ ready: true, session: null, user: null });
  });

  it('tells its readers when the state does change (another tab signs in)', async () => {
    store.clear();
    const { getAuthState, subscribeAuth, restoreSession } = await import('../../lib/session');
    const heard = vi.fn();
    subscribeAuth(heard);
    restoreSession(SESSION);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(getAuthState().session).toEqual(SESSION);
  });
});
