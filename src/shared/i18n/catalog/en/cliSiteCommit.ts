// What `camconfig fleet` and `discover --add` say about the commit they end in on a site.
export const cliSiteCommit = {
  committed: 'committed {{commit}}: {{subject}}',
  notCommitted: 'the changes of the {{operation}} are kept in the site but were not committed ({{problem}}); they go into the next commit',
};
