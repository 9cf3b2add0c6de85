import { describe, expect, it } from 'vitest';
import { product } from '../../src/shared/product';

describe('product', () => {
  it('names the SDK version the distributor is equivalent to', () => {
    expect(product.sdkVersion).toBe('1.1');
  });
});
