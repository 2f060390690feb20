import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['islands/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['islands/test/setup.ts'],
    restoreMocks: true,
    // make test runs these beside the browser suites on two cores: a test that types two enquiries key
    // by key (ContactForm.test.tsx) once took over vitest's default 5 s there, against about 1.5 s alone.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
