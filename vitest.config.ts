import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Component and unit tests run without the React Router Vite plugin (it is for app builds).
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __BUILD_TIME__: JSON.stringify('2026-11-21T12:00:00.000Z'),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
