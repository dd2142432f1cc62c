import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on :3000 (`npm run serve`); in dev, Vite forwards /api to it so the
// browser sees one origin, exactly as in production where the server serves dist/.
// TICKERA_API_URL points the proxy elsewhere (e.g. a second server on another port).
const apiTarget = process.env.TICKERA_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // zod ships /*#__PURE__*/ notes in spots Rollup ignores; harmless, and only noise.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
