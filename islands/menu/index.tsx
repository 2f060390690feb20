// Entry of the menu island. The loader imports it only while the viewport is narrow.
import { findIsland, renderIsland } from '../shared/mount';
import { Menu, type MenuProps } from './Menu';

export function mount(narrowQuery: string): void {
  const island = findIsland<MenuProps>('menu');
  if (!island) return;
  // A visitor may have opened the server's disclosure before the island arrived: keep it open.
  const disclosureOpen = () => island.element.querySelector('details')?.open ?? false;
  renderIsland(island, () => (
    <Menu {...island.props} narrowQuery={narrowQuery} initiallyOpen={disclosureOpen()} />
  ), { synchronous: true });
}
