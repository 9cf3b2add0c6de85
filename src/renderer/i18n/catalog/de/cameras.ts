import type { Catalog } from '../en';

export const cameras: Catalog['cameras'] = {
};
