// Types of deploy/nginx.mjs for the TypeScript tests that put nginx in front of the servers.
export const NGINX: string;

export interface NginxOptions {
  /** host:port nginx listens on. */
  listen: string;
  /** The server processes' host:port. */
  servers: string[];
  workers?: number | 'auto';
}

export function renderNginxConf(options: NginxOptions): string;

export function startNginx(
  options: NginxOptions,
): Promise<{ base: string; prefix: string; stop(): Promise<void> }>;
