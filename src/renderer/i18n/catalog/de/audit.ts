import type { Catalog } from '../en';

export const audit: Catalog['audit'] = {
};
