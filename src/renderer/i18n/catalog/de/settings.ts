import type { Catalog } from '../en';

export const settings: Catalog['settings'] = {
};
