import type { Catalog } from '../en';

export const palette: Catalog['palette'] = {
};
