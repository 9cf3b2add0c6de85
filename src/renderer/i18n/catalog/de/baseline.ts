import type { Catalog } from '../en';

export const baseline: Catalog['baseline'] = {
};
