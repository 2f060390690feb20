// Unmounts what each test rendered (Testing Library cleans up by itself only with global test APIs),
// so no island of one test keeps listening to the window in the next.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
});
