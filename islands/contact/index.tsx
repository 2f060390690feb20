// Entry of the contact island, imported by the loader on the contact page.
import { findIsland, renderIsland } from '../shared/mount';
import { ContactForm, type ContactProps } from './ContactForm';
import type { Values } from './rules';

/** What the visitor typed before the island arrived wins over the values the server rendered. */
function typedSoFar(element: HTMLElement, { values: served, fields }: ContactProps): Values {
  const values = { ...served };
  for (const { key } of fields) {
    const input = element.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${key}"]`);
    if (input) values[key] = input.value;
  }
  return values;
}

export function mount(): void {
  const island = findIsland<ContactProps>('contact');
  if (!island) return;
  renderIsland(island, () => (
    <ContactForm {...island.props} values={typedSoFar(island.element, island.props)} />
  ), { synchronous: true });
}
