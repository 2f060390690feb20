// Unmounts what each test rendered (Testing Library cleans up by itself only with global test APIs),
// so no island of one test keeps listening to the window in the next.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waits (waitFor, findBy…) allow 15 s, not 1: make test runs these beside the browser suites on two
// cores, where a test has taken three times as long as alone, and a make check at load 40 on two cores
// missed a 5 s wait for the form's post (see testTimeout in vitest.config.ts). Met waits end at once.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  if (typeof document === 'undefined') return; // a test file of Node's own environment (scripts/fonts.test.mjs)
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
});
