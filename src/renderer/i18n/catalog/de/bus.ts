import type { Catalog } from '../en';

export const bus: Catalog['bus'] = {
};
