import type { Catalog } from '../en';

export const site: Catalog['site'] = {
};
