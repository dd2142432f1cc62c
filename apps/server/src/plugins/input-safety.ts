/**
 * One gate for every route: no string of a JSON body, query or path parameter reaches a
 * schema, a service or the database with a control character in it (lib/input-safety.ts).
 * Multipart forms check their text fields with the same function.
 */
import type { FastifyInstance } from 'fastify';
import { assertNoControlChars } from '../lib/input-safety';

export function registerInputSafety(app: FastifyInstance): void {
  // Callback hooks here and in the other plugins on every request: an async hook costs a
  // promise and a turn of the microtask queue per request (the hold path, BENCHMARKS.md).
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      assertNoControlChars(req.params, 'params');
      assertNoControlChars(req.query, 'querystring');
      assertNoControlChars(req.body, 'body');
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}
