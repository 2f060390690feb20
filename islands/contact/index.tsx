// Entry of the contact island, imported by the loader on the contact page.
import { findIsland, renderIsland } from '../shared/mount';
import { ContactForm, type ContactProps } from './ContactForm';
import { FIELD_NAMES } from './rules';

export function mount(): void {
  const island = findIsland<ContactProps>('contact');
  if (!island) return;
  // What the visitor typed into the server's form wins over the values the server rendered. It is read
  // as the island takes the form's place: the server's form, found now, keeps its values after.
  const form = island.element.querySelector('form');
  const typedSoFar = () => {
    const values = { ...island.props.values };
    for (const field of FIELD_NAMES) {
      const input = form?.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null;
      if (input) values[field] = input.value;
    }
    return values;
  };
  renderIsland(island, () => <ContactForm {...island.props} typedSoFar={typedSoFar} />);
}
