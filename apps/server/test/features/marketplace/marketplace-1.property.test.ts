import { marketplaceProperty } from './marketplace-property';

marketplaceProperty({ share: 1, of: 2 });
