/** The reason of a distributor no one has set up yet (its state's `reason`): the page words it in its own language. */
export const distributorNotSetUpReason = 'not set up yet: no user configuration applied (choose an interface and start the distributor)';
