// Entry of the contact island, imported by the loader on the contact page.
import { findIsland, renderIsland } from '../shared/mount';
import { ContactForm, type ContactProps } from './ContactForm';
import { FIELD_NAMES, type Values } from './rules';

/** Reads what the visitor has typed into the server's form: it wins over the values the server
 *  rendered. The fields are found once, so they can still be read after the island replaced them. */
function typedInto(element: HTMLElement, served: Values): () => Values {
  const fields = FIELD_NAMES.map((field) =>
    [field, element.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`)] as const);
  return () => {
    const values = { ...served };
    for (const [field, input] of fields) if (input) values[field] = input.value;
    return values;
  };
}

export function mount(): void {
  const island = findIsland<ContactProps>('contact');
  if (!island) return;
  const typedSoFar = typedInto(island.element, island.props.values);
  renderIsland(island, () => <ContactForm {...island.props} values={typedSoFar()} typedSoFar={typedSoFar} />);
}
