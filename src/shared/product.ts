/** Product facts shared by every layer. */
export const product = {
  name: 'CamConfig Studio',
  /** Version of the vendor message-exchange SDK this distributor is equivalent to. */
  sdkVersion: '1.1',
} as const;
