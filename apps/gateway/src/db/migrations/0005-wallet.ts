/** Filled in by the work on issue 7. */
export const wallet = `
select 1;
`;
