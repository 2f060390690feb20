// Runs an island's mount() and waits until React has put the island in place: mount() renders in a
// task of its own, as a transition.
import { act } from '@testing-library/react';

export async function mountAndSettle(mount: () => void): Promise<void> {
  await act(async () => {
    mount();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
