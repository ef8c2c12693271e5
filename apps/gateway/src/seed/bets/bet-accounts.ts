/** The demo players whose months of betting fill the betting record, the account record and profit and loss. */
export const BET_HISTORY_ACCOUNTS: readonly string[] = ['player01', 'player02', 'player03', 'player04', 'jadeplayer'];
