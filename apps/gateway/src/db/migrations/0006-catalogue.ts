/** Filled in by the work on issue 7. */
export const catalogue = `
select 1;
`;
