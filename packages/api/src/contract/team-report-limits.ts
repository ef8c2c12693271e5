/*
 * The agent centre's team reports' limits, kept apart from the schemas so that the client takes
 * them without TypeBox.
 */

/** The most records the downline transaction details count for its pages (a large team's period holds hundreds of thousands). */
export const DOWNLINE_TRANSACTIONS_COUNT_LIMIT = 10_000;
