import type { Catalog } from '../en';

export const statistics: Catalog['statistics'] = {
};
