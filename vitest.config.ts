import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['islands/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['islands/test/setup.ts'],
    // One jsdom per worker, not one per test file: building a jsdom window and importing React into it
    // cost about 4 s of CPU per file, more than half of the suite's time on two cores (vitest's own
    // breakdown said "environment 36 s" of a 126 s run; 6 s with this). Each file still gets fresh
    // modules of its own (vitest resets the module registry between files, so vi.mock stays per file),
    // and setup.ts empties the document and localStorage after every test; restoreMocks and
    // unstubGlobals undo the rest.
    isolate: false,
    restoreMocks: true,
    // make test runs these beside the browser suites on two cores: a test that types two enquiries key
    // by key (ContactForm.test.tsx) once took over vitest's default 5 s there, against about 1.5 s alone,
    // and 20.7 s in a make check on this machine shared by seven sessions (load average 30 to 44 on two
    // cores). A ceiling, not a pace: passing tests end as soon as they pass.
    testTimeout: 60_000,
    unstubGlobals: true,
  },
});
