import type { Catalog } from '../en';

export const history: Catalog['history'] = {
};
