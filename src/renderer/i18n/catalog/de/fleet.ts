import type { Catalog } from '../en';

export const fleet: Catalog['fleet'] = {
};
