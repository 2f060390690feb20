// Entry of the designs island, imported by the loader on the designs page.
import { findIsland, renderIsland } from '../shared/mount';
import { Designs, type DesignsProps } from './Designs';

export function mount(): void {
  const island = findIsland<DesignsProps>('designs');
  if (!island) return;
  renderIsland(island, () => <Designs {...island.props} />);
}
