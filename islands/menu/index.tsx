// Entry of the menu island. The loader imports it only while the viewport is narrow.
import { findIsland, renderIsland } from '../shared/mount';
import { Menu, type MenuProps } from './Menu';

export function mount(narrowQuery: string): void {
  const island = findIsland<MenuProps>('menu', 'menu-props');
  if (!island) return;
  // A visitor may have opened the server's disclosure before the island arrived: keep it open.
  const disclosureOpen = () => island.element.querySelector('details')?.open ?? false;
  renderIsland(island.element, () => (
    <Menu {...island.props} propsJSON={island.propsJSON} narrowQuery={narrowQuery} initiallyOpen={disclosureOpen()} />
  ), { synchronous: true });
}
