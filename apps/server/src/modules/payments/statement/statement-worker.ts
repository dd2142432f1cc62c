/**
 * Worker thread entry (read-statement.ts starts one per file): parses the file it is given
 * and posts back the table, or the refusal's code and details. Bundled as
 * dist/statement-worker.js (scripts/build.mjs); run from source through tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../../errors';
import { parseStatement } from './parse-statement';

export type WorkerAnswer =
  | { table: string[][] }
  | { refused: { code: AppError['code']; details?: Record<string, unknown> } };

let answer: WorkerAnswer;
try {
  const { file } = workerData as { file: Uint8Array };
  answer = { table: parseStatement(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
} catch (err) {
  answer = {
    refused:
      err instanceof AppError
        ? { code: err.code, details: err.details }
        : // Anything else a hostile file provokes in the parser is still a file we cannot read.
          {
            code: 'VALIDATION',
            details: { fields: { file: 'El archivo no es un CSV ni un XLSX legible' } },
          },
  };
}
parentPort!.postMessage(answer);
