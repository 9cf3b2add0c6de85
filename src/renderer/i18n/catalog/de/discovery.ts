import type { Catalog } from '../en';

export const discovery: Catalog['discovery'] = {
};
