/**
 * Resolves once `check()` holds, looking every 100 ms: a wait for what another process or
 * connection does, bounded by the test's timeout (not a retry of the test's own action).
 * Rejects with the error `failed` brings, if it comes first.
 */
export function until(check: () => boolean | Promise<boolean>, failed?: Promise<Error>) {
  return new Promise<void>((res, rej) => {
    let done = false;
    const look = async () => {
      if (done) return;
      if (await check()) {
        done = true;
        return res();
      }
      setTimeout(() => void look(), 100);
    };
    void failed?.then((err) => {
      done = true;
      rej(err);
    });
    void look();
  });
}
