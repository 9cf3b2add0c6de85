import type { Catalog } from '../en';

export const configuration: Catalog['configuration'] = {
};
