/** Router state carried to /sign-in: where to return, and why the session ended. */
export interface SignInState {
  from?: string;
  error?: string;
}

export function readSignInState(state: unknown): SignInState {
  if (!state || typeof state !== 'object') return {};
  const { from, error } = state as Record<string, unknown>;
  return {
    // Only same-site paths: never bounce a user to another origin after sign-in.
    from:
      typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
    error: typeof error === 'string' ? error : undefined,
  };
}
