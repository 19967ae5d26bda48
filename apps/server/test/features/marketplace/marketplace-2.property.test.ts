import { marketplaceProperty } from './marketplace-property';

marketplaceProperty({ share: 2, of: 2 });
