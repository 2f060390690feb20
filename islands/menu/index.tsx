// Entry of the menu island. The loader imports it only while the viewport is narrow.
import { findIsland, renderIsland } from '../shared/mount';
import { Menu, type MenuProps } from './Menu';

export function mount(narrowQuery: string): void {
  const island = findIsland<MenuProps>('menu');
  if (!island) return;
  // A visitor may have opened the server's disclosure before the island arrived, or while React
  // renders it in slices: the menu reads it as it takes the disclosure's place.
  const disclosure = island.element.querySelector('details');
  renderIsland(island, () => (
    <Menu {...island.props} narrowQuery={narrowQuery} disclosureOpen={() => disclosure?.open ?? false} />
  ));
}
